import { placeCategoryLabels, type PlaceCategory } from '@waggle/shared/domain';

export type Tags = Record<string, unknown>;

// NUL and lone UTF-16 surrogates (a paired one is one code point under the `u` flag).
const unstorable = /[\0\p{Cs}]/u;
const everyUnstorable = /[\0\p{Cs}]/gu;

/**
 * Text as the database can keep it, trimmed: PostgreSQL cannot store the NUL character in text,
 * so it is dropped here rather than failing the whole import; a lone surrogate (from a `\ud800`
 * escape), which neither UTF-8 nor the batch's JSON can carry, becomes U+FFFD.
 */
export function cleanText(value: string): string {
  const stored = unstorable.test(value)
    ? value.replace(everyUnstorable, (char) => (char === '\0' ? '' : '\ufffd'))
    : value;
  return stored.trim();
}

/** The first of these tags that holds text. */
export function text(tags: Tags, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = tags[key];
    const cleaned = typeof value === 'string' ? cleanText(value) : '';
    if (cleaned !== '') return cleaned;
  }
  return null;
}

// OSM tags → docs/product.md#data-model category.
const categoryRules: [string, string, PlaceCategory][] = [
  ['leisure', 'dog_park', 'dog_park'],
  ['amenity', 'veterinary', 'vet'],
  ['shop', 'pet_grooming', 'groomer'],
  ['craft', 'pet_grooming', 'groomer'],
  ['shop', 'pet', 'shop'],
  ['amenity', 'cafe', 'cafe'],
  ['amenity', 'restaurant', 'restaurant'],
  ['amenity', 'bar', 'bar'],
  ['amenity', 'pub', 'bar'],
  ['amenity', 'biergarten', 'bar'],
  ['tourism', 'hotel', 'hotel'],
  ['tourism', 'guest_house', 'hotel'],
  ['natural', 'beach', 'beach'],
  ['leisure', 'park', 'park'],
  ['highway', 'path', 'trail'],
  ['route', 'hiking', 'trail'],
];

export function categoryOf(tags: Tags, fallback: PlaceCategory | undefined): PlaceCategory {
  for (const [key, value, category] of categoryRules) {
    if (tags[key] === value) return category;
  }
  return fallback ?? 'other';
}

/** The name an unnamed place gets from its category ("Other" would name nothing). */
export const unnamedPlaceName = (category: PlaceCategory) =>
  category === 'other' ? 'Dog spot' : placeCategoryLabels[category];

/** `dog=no`: the place does not admit dogs, so it is no place for this guide. */
export const refusesDogs = (tags: Tags) => text(tags, 'dog') === 'no';

const outdoorCategories = new Set<PlaceCategory>(['dog_park', 'park', 'beach', 'trail', 'other']);

/** OSM `dog=*`, `barrier=fence`, `fenced=*`, drinking water → the dog-policy fields. */
export function dogPolicy(tags: Tags, category: PlaceCategory) {
  const dog = text(tags, 'dog');
  const allowedInside =
    dog === 'yes' || dog === 'designated' || dog === 'leashed' || dog === 'unleashed';
  const outdoor = outdoorCategories.has(category);
  let offLeash: boolean | null = category === 'dog_park' ? true : null;
  if (dog === 'unleashed') offLeash = true;
  if (dog === 'leashed') offLeash = false;
  const fencedTag = text(tags, 'fenced');
  return {
    dogsInside: dog === 'no' || dog === 'outside' ? false : allowedInside && !outdoor ? true : null,
    offLeash,
    fenced:
      fencedTag === 'yes' || tags.barrier === 'fence' ? true : fencedTag === 'no' ? false : null,
    waterBowls:
      tags.amenity === 'drinking_water' || text(tags, 'drinking_water', 'dog:water') === 'yes'
        ? true
        : null,
  };
}

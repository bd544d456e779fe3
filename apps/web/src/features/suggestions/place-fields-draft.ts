import { dogSizes, placeCategories, type DogSize, type PlaceCategory } from '@waggle/shared/domain';
import type { PlaceFields } from '@waggle/shared/place-fields';
import { z } from 'zod';

/**
 * The place fields as a form holds them while they are edited: text as typed (the position too,
 * so a half-typed coordinate stays on screen), answers as chosen, null meaning "unknown".
 */
export interface PlaceFieldsDraft {
  name: string;
  category: PlaceCategory | '';
  lat: string;
  lng: string;
  address: string;
  city: string;
  country: string;
  description: string;
  website: string;
  phone: string;
  openingHours: string;
  dogsInside: boolean | null;
  offLeash: boolean | null;
  fenced: boolean | null;
  waterBowls: boolean | null;
  maxDogSize: DogSize | null;
}

/** A draft as kept in session storage (docs/product.md#drafts), read back with this. */
export const placeFieldsDraftSchema: z.ZodType<PlaceFieldsDraft> = z.object({
  name: z.string(),
  category: z.enum(placeCategories).or(z.literal('')),
  lat: z.string(),
  lng: z.string(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  description: z.string(),
  website: z.string(),
  phone: z.string(),
  openingHours: z.string(),
  dogsInside: z.boolean().nullable(),
  offLeash: z.boolean().nullable(),
  fenced: z.boolean().nullable(),
  waterBowls: z.boolean().nullable(),
  maxDogSize: z.enum(dogSizes).nullable(),
});

export type PlaceFieldName = keyof PlaceFields;

/** A message under a field, as the shared schema words it. */
export type PlaceFieldErrors = Partial<Record<PlaceFieldName, string>>;

export const emptyPlaceFieldsDraft: PlaceFieldsDraft = {
  name: '',
  category: '',
  lat: '',
  lng: '',
  address: '',
  city: '',
  country: '',
  description: '',
  website: '',
  phone: '',
  openingHours: '',
  dogsInside: null,
  offLeash: null,
  fenced: null,
  waterBowls: null,
  maxDogSize: null,
};

/** A place's current values (null text as empty), to be edited; a Place's other fields stay out. */
export function draftFromPlace(place: PlaceFields): PlaceFieldsDraft {
  return {
    name: place.name,
    category: place.category,
    lat: String(place.lat),
    lng: String(place.lng),
    address: place.address ?? '',
    city: place.city ?? '',
    country: place.country ?? '',
    description: place.description ?? '',
    website: place.website ?? '',
    phone: place.phone ?? '',
    openingHours: place.openingHours ?? '',
    dogsInside: place.dogsInside,
    offLeash: place.offLeash,
    fenced: place.fenced,
    waterBowls: place.waterBowls,
    maxDogSize: place.maxDogSize,
  };
}

/** A typed coordinate: empty is "not set"; a decimal comma is read as a point. */
export function coordinate(typed: string): number | undefined {
  const text = typed.trim().replace(',', '.');
  return text === '' ? undefined : Number(text);
}

/** The draft as input for `placeFieldsSchema`, which trims, checks and words the errors. */
export function draftInput(draft: PlaceFieldsDraft): Record<PlaceFieldName, unknown> {
  return {
    ...draft,
    category: draft.category === '' ? undefined : draft.category,
    lat: coordinate(draft.lat),
    lng: coordinate(draft.lng),
  };
}

/** A coordinate as the form shows it: at most 6 decimals (about 10 cm). */
export const coordinateText = (value: number) => String(Number(value.toFixed(6)));

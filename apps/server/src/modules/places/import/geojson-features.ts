import { z } from 'zod';
import { placeCategories, type PlaceCategory } from '@waggle/shared/domain';
import type { NewPlaceRow } from '../columns';

/** A file that cannot be imported at all: nothing is imported. */
export class ImportFileError extends Error {}

export interface ImportOptions {
  /** Category for features whose tags do not say (plain GeoJSON); OSM tags win. */
  category?: PlaceCategory | undefined;
  /** The property holding the name (default `name`). */
  nameField?: string | undefined;
}

type Position = [number, number];
type Tags = Record<string, unknown>;

const position = z.tuple([z.number(), z.number()]).rest(z.number());
const geometrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Point'), coordinates: position }),
  z.object({ type: z.literal('LineString'), coordinates: z.array(position) }),
  z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(position)) }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(z.array(position))) }),
]);
const fileSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      id: z.union([z.string(), z.number()]).optional(),
      properties: z.record(z.string(), z.unknown()).nullable().default({}),
      geometry: z.unknown(),
    }),
  ),
});

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Area-weighted centroid of a ring (shoelace); the vertex mean when it has no area. */
function ringCentroid(ring: Position[]): { point: Position; area: number } {
  let area = 0;
  let x = 0;
  let y = 0;
  for (let i = 0; i < ring.length - 1; i += 1) {
    const [x0, y0] = ring[i] as Position;
    const [x1, y1] = ring[i + 1] as Position;
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    x += (x0 + x1) * cross;
    y += (y0 + y1) * cross;
  }
  if (Math.abs(area) < 1e-18) {
    return { point: [mean(ring.map((p) => p[0])), mean(ring.map((p) => p[1]))], area: 0 };
  }
  return { point: [x / (3 * area), y / (3 * area)], area: Math.abs(area / 2) };
}

/** Points as they are; lines and polygons by their centroid (the largest polygon of a multi). */
function placeOf(geometry: unknown): { lat: number; lng: number } | null {
  const parsed = geometrySchema.safeParse(geometry);
  if (!parsed.success) return null;
  const shape = parsed.data;
  let point: Position | undefined;
  if (shape.type === 'Point') point = [shape.coordinates[0], shape.coordinates[1]];
  if (shape.type === 'LineString' && shape.coordinates.length > 0) {
    point = ringCentroid(shape.coordinates as Position[]).point;
  }
  if (shape.type === 'Polygon' && shape.coordinates[0]?.length) {
    point = ringCentroid(shape.coordinates[0] as Position[]).point;
  }
  if (shape.type === 'MultiPolygon') {
    const outers = shape.coordinates.flatMap((polygon) =>
      polygon[0]?.length ? [ringCentroid(polygon[0] as Position[])] : [],
    );
    point = outers.sort((a, b) => b.area - a.area)[0]?.point;
  }
  if (!point) return null;
  const [lng, lat] = point;
  const valid =
    Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  return valid ? { lat: Number(lat.toFixed(7)), lng: Number(lng.toFixed(7)) } : null;
}

const text = (tags: Tags, ...keys: string[]): string | null => {
  for (const key of keys) {
    const value = tags[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
};

// OSM tags → DESIGN.md §3 category.
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

function categoryOf(tags: Tags, fallback: PlaceCategory | undefined): PlaceCategory {
  const rule = categoryRules.find(([key, value]) => tags[key] === value);
  return rule?.[2] ?? fallback ?? 'other';
}

const categoryNames: Record<PlaceCategory, string> = {
  dog_park: 'Dog park',
  park: 'Park',
  beach: 'Beach',
  trail: 'Trail',
  cafe: 'Café',
  restaurant: 'Restaurant',
  bar: 'Bar',
  hotel: 'Hotel',
  shop: 'Pet shop',
  vet: 'Vet',
  groomer: 'Groomer',
  other: 'Dog spot',
};

/** OSM `dog=*`, `barrier=fence`, `fenced=*`, drinking water → the dog-policy fields. */
function dogPolicy(tags: Tags, category: PlaceCategory) {
  const dog = text(tags, 'dog');
  const allowedInside =
    dog === 'yes' || dog === 'designated' || dog === 'leashed' || dog === 'unleashed';
  const outdoor = ['dog_park', 'park', 'beach', 'trail', 'other'].includes(category);
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

export interface ParsedImport {
  rows: NewPlaceRow[];
  skipped: number;
}

/**
 * Reads an overpass-turbo OpenStreetMap export, or plain GeoJSON whose features carry a name, into
 * place rows. A feature that cannot be placed is skipped and counted; a file that is not a
 * FeatureCollection is refused whole.
 */
export function parseGeoJsonPlaces(content: string, options: ImportOptions = {}): ParsedImport {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch (error) {
    throw new ImportFileError(`The file is not valid JSON: ${(error as Error).message}`);
  }
  const file = fileSchema.safeParse(json);
  if (!file.success) {
    const issue = file.error.issues[0];
    throw new ImportFileError(
      `The file is not a GeoJSON FeatureCollection (${issue?.path.join('.') || 'top level'}: ${issue?.message ?? 'invalid'}).`,
    );
  }
  if (options.category && !placeCategories.includes(options.category)) {
    throw new ImportFileError(`Unknown category ${options.category}.`);
  }
  const nameField = options.nameField ?? 'name';
  const rows: NewPlaceRow[] = [];
  let skipped = 0;
  for (const feature of file.data.features) {
    const tags: Tags = feature.properties ?? {};
    const where = placeOf(feature.geometry);
    if (!where) {
      skipped += 1;
      continue;
    }
    const osmId =
      text(tags, '@id') ??
      (typeof feature.id === 'string' && /^(node|way|relation)\//.test(feature.id)
        ? feature.id
        : null);
    const category = categoryOf(tags, options.category);
    const street = [text(tags, 'addr:street'), text(tags, 'addr:housenumber')]
      .filter(Boolean)
      .join(' ');
    const name =
      text(tags, nameField) ??
      (street ? `${categoryNames[category]}, ${street}` : categoryNames[category]);
    rows.push({
      name,
      category,
      ...where,
      address: street || null,
      city: text(tags, 'addr:city'),
      country: text(tags, 'addr:country'),
      website: text(tags, 'website', 'contact:website'),
      phone: text(tags, 'phone', 'contact:phone'),
      openingHours: text(tags, 'opening_hours'),
      ...dogPolicy(tags, category),
      source: osmId ? 'osm' : 'admin',
      sourceRef: osmId ?? `geojson:${name}@${where.lat},${where.lng}`,
    });
  }
  return { rows, skipped };
}

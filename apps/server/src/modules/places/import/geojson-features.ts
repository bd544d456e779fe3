import type { PlaceCategory } from '@waggle/shared/domain';
import type { NewPlaceRow } from '../columns';
import type { LatLng } from '@waggle/shared/distance';
import { positionOf } from './feature-position';
import {
  categoryOf,
  cleanText,
  dogPolicy,
  refusesDogs,
  text,
  type Tags,
  unnamedPlaceName,
} from './osm-tags';

/** A file that cannot be imported at all: nothing is imported. */
export class ImportFileError extends Error {}

export interface FeatureOptions {
  /** Category for features whose tags do not say (plain GeoJSON); OSM tags win. */
  category?: PlaceCategory | undefined;
  /** The property holding the name (default `name`). */
  nameField?: string | undefined;
}

/** What keys an imported place: re-importing the same object updates it. */
export type PlaceRef = Required<Pick<NewPlaceRow, 'source'>> & { sourceRef: string };

/** The columns an import writes. */
export type ImportedPlace = PlaceRef &
  Required<
    Pick<
      NewPlaceRow,
      | 'name'
      | 'category'
      | 'lat'
      | 'lng'
      | 'address'
      | 'city'
      | 'country'
      | 'website'
      | 'phone'
      | 'openingHours'
      | 'dogsInside'
      | 'offLeash'
      | 'fenced'
      | 'waterBowls'
    >
  >;

export type FeatureOutcome =
  | { kind: 'place'; place: ImportedPlace }
  /** `dog=no`; its ref, when it has one, names a place an earlier import may have made. */
  | { kind: 'refuses-dogs'; ref: PlaceRef | null }
  | { kind: 'unplaceable' };

/** Plain GeoJSON's refs start with this; `--retire-missing` only ever hides such places. */
export const plainGeoJsonRefPrefix = 'geojson:';

const osmIdPattern = /^(node|way|relation)\//;

const notAFeature = (index: number, problem: string) =>
  new ImportFileError(
    `The file is not a GeoJSON FeatureCollection (features.${index}: ${problem}).`,
  );

function featureParts(feature: unknown, index: number) {
  if (typeof feature !== 'object' || feature === null || Array.isArray(feature)) {
    throw notAFeature(index, 'not an object');
  }
  const { type, id, properties, geometry } = feature as Record<string, unknown>;
  if (type !== 'Feature') throw notAFeature(index, 'type is not "Feature"');
  if (id !== undefined && typeof id !== 'string' && typeof id !== 'number') {
    throw notAFeature(index, 'id is neither text nor a number');
  }
  const hasProperties = properties !== undefined && properties !== null;
  if (hasProperties && (typeof properties !== 'object' || Array.isArray(properties))) {
    throw notAFeature(index, 'properties is not an object');
  }
  const tags = (properties ?? {}) as Tags;
  const osmId =
    text(tags, '@id') ?? (typeof id === 'string' && osmIdPattern.test(id) ? cleanText(id) : null);
  return { tags, osmId, geometry };
}

function placeName(tags: Tags, category: PlaceCategory, options: FeatureOptions) {
  const street = [text(tags, 'addr:street'), text(tags, 'addr:housenumber')]
    .filter(Boolean)
    .join(' ');
  const name =
    text(tags, options.nameField ?? 'name') ??
    (street ? `${unnamedPlaceName(category)}, ${street}` : unnamedPlaceName(category));
  return { name, street };
}

const osmRef = (osmId: string): PlaceRef => ({ source: 'osm', sourceRef: osmId });
const plainRef = (name: string, where: LatLng): PlaceRef => ({
  source: 'admin',
  sourceRef: `${plainGeoJsonRefPrefix}${name}@${where.lat},${where.lng}`,
});

/**
 * One feature of an overpass-turbo OpenStreetMap export, or of plain GeoJSON whose features carry
 * a name, as a place. A feature that is not a GeoJSON Feature makes the whole file unimportable.
 */
export function readFeature(
  feature: unknown,
  index: number,
  options: FeatureOptions,
): FeatureOutcome {
  const { tags, osmId, geometry } = featureParts(feature, index);
  const where = positionOf(geometry);
  const category = categoryOf(tags, options.category);
  const { name, street } = placeName(tags, category, options);
  if (refusesDogs(tags)) {
    const ref = osmId ? osmRef(osmId) : where ? plainRef(name, where) : null;
    return { kind: 'refuses-dogs', ref };
  }
  if (!where) return { kind: 'unplaceable' };
  const ref = osmId ? osmRef(osmId) : plainRef(name, where);
  const policy = dogPolicy(tags, category);
  // Written out field by field: object spreads here took a third of the import's own work.
  return {
    kind: 'place',
    place: {
      source: ref.source,
      sourceRef: ref.sourceRef,
      name,
      category,
      lat: where.lat,
      lng: where.lng,
      address: street || null,
      city: text(tags, 'addr:city'),
      country: text(tags, 'addr:country'),
      website: text(tags, 'website', 'contact:website'),
      phone: text(tags, 'phone', 'contact:phone'),
      openingHours: text(tags, 'opening_hours'),
      dogsInside: policy.dogsInside,
      offLeash: policy.offLeash,
      fenced: policy.fenced,
      waterBowls: policy.waterBowls,
    },
  };
}

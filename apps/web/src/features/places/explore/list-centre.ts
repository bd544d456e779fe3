import type { LatLng } from '@waggle/shared/distance';

// docs/product.md#where-the-list-is-centred: Explore's list is centred on the person, or on a town
// or the map's centre they chose; the choice lives in the URL (`at=lat,lng&near=Town`).

/** A centre the person chose: a town by name, or (no name) where they moved the map. */
export interface ChosenCentre extends LatLng {
  name: string | null;
}

const mapCentreName = "the map's centre";

const maxNameLength = 100;

const inRange = (value: number, limit: number) =>
  Number.isFinite(value) && Math.abs(value) <= limit;

/** The centre a search string asks for; null for none or anything malformed. */
export function centreFromSearch(search: string): ChosenCentre | null {
  const params = new URLSearchParams(search);
  const parts = (params.get('at') ?? '').split(',');
  if (parts.length !== 2 || parts.some((part) => part.trim() === '')) return null;
  const [lat = Number.NaN, lng = Number.NaN] = parts.map(Number);
  if (!inRange(lat, 90) || !inRange(lng, 180)) return null;
  const name = (params.get('near') ?? '').trim().slice(0, maxNameLength);
  return { lat, lng, name: name || null };
}

// Five decimals is about a metre.
const coordinate = (value: number) => String(Number(value.toFixed(5)));

/** The search string for this centre (without `?`); empty for none. */
export function searchFromCentre(centre: ChosenCentre | null): string {
  if (!centre) return '';
  const at = `at=${coordinate(centre.lat)},${coordinate(centre.lng)}`;
  return centre.name ? `${at}&near=${encodeURIComponent(centre.name)}` : at;
}

/** What the list is near: the chosen centre's name, the map's centre, else the origin's own. */
export const centreName = (centre: ChosenCentre) => centre.name ?? mapCentreName;

/** Explore's heading for a list centred on `name` (null: the person). */
export const listHeading = (name: string | null) => `Dog-friendly places near ${name ?? 'you'}`;

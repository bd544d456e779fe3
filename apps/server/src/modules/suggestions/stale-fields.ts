import {
  placeFieldLabels,
  placeFieldNames,
  type PlaceFieldChanges,
  type PlaceFields,
} from '@waggle/shared/place-fields';
import { conflict } from '../../http-error';

// docs/product.md#edit-conflicts: an edit keeps the values its fields had when it was sent; a
// field whose value changed since is stale, and is applied only when the admin confirms it.

/** Some of a place's fields, as it has them. */
export type PlaceFieldValues = Partial<PlaceFields>;

const isFieldName = (name: string): name is keyof PlaceFields =>
  (placeFieldNames as string[]).includes(name);

/** The place's current values of exactly the fields the edit proposes. */
export function baseOf(proposed: PlaceFieldChanges, place: PlaceFields): PlaceFieldValues {
  const base: Record<string, unknown> = {};
  for (const name of placeFieldNames) {
    if (proposed[name] !== undefined) base[name] = place[name];
  }
  return base;
}

/** A stored `base`: null for a suggestion sent before it was kept (nothing is stale then). */
export function storedBase(base: unknown): PlaceFieldValues | null {
  if (base === null || typeof base !== 'object' || Array.isArray(base)) return null;
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(base)) {
    if (isFieldName(name)) values[name] = value;
  }
  return values;
}

/** The fields whose value on the place is no longer the one the edit was sent against. */
export function staleFields(
  base: PlaceFieldValues | null,
  current: PlaceFields | null,
): (keyof PlaceFields)[] {
  if (!base || !current) return [];
  return placeFieldNames.filter((name) => name in base && base[name] !== current[name]);
}

/** "name", "name and phone", "name, phone and website". */
function fieldList(names: readonly (keyof PlaceFields)[]): string {
  const words = names.map((name) => placeFieldLabels[name].toLowerCase());
  const last = words.pop() ?? '';
  return words.length > 0 ? `${words.join(', ')} and ${last}` : last;
}

/**
 * 409 when approving would apply a stale field the admin has not confirmed. A field set to the
 * value the place has now overwrites nothing and needs no confirmation.
 */
export function requireConfirmedStale(
  base: PlaceFieldValues | null,
  current: PlaceFields,
  applied: PlaceFieldChanges,
  confirmed: readonly (keyof PlaceFields)[],
): void {
  const unconfirmed = staleFields(base, current).filter(
    (name) =>
      applied[name] !== undefined && applied[name] !== current[name] && !confirmed.includes(name),
  );
  if (unconfirmed.length === 0) return;
  const them = unconfirmed.length === 1 ? 'it' : 'them';
  throw conflict(
    `The place's ${fieldList(unconfirmed)} changed since this suggestion was sent: confirm ${them} to apply ${them} anyway.`,
  );
}

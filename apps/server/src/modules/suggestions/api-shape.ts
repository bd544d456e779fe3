import type { AdminSuggestion } from '@waggle/shared/admin';
import { placeFieldsSchema, type PlaceFieldChanges } from '@waggle/shared/place-fields';
import type { Place } from '@waggle/shared/places';
import type { PossibleDuplicate, Suggestion } from '@waggle/shared/suggestions';
import { toPerson } from '../users/api-shape';
import type { PendingSuggestionRow, SuggestionRow } from './repository';
import { staleFields, storedBase } from './stale-fields';

/**
 * A suggestion as its author sees it. `currentName` is the name of the place it is for, if any:
 * shown when the suggestion leaves the name as it is.
 */
export function toSuggestion(row: SuggestionRow, currentName: string | null): Suggestion {
  return {
    id: row.id,
    kind: row.kind,
    placeId: row.placeId,
    placeName: row.proposed.name ?? currentName ?? '',
    fields: row.proposed,
    note: row.note,
    photoUrl: row.photoUrl,
    status: row.status,
    adminNote: row.adminNote,
    corrected: row.corrected === null ? null : proposedFields(row.corrected),
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** A suggestion's proposed fields, as the shared schema validated them when it was sent. */
export const proposedFields = (proposed: unknown): PlaceFieldChanges =>
  placeFieldsSchema.partial().parse(proposed);

/**
 * A pending suggestion in the admin's queue; `current` is the place an edit is for, as it is, and
 * `duplicates` the places a new one may duplicate.
 */
export function toAdminSuggestion(
  row: PendingSuggestionRow,
  current: Place | null,
  duplicates: PossibleDuplicate[],
): AdminSuggestion {
  const base = storedBase(row.base);
  return {
    id: row.id,
    kind: row.kind,
    placeId: row.placeId,
    fields: proposedFields(row.proposed),
    current,
    base,
    staleFields: staleFields(base, current),
    duplicates,
    note: row.note,
    photoUrl: row.photoUrl,
    author: toPerson(row.author),
    createdAt: row.createdAt.toISOString(),
  };
}

import type { Suggestion } from '@waggle/shared/suggestions';
import type { SuggestionRow } from './repository';

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
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

import type { z } from 'zod';
import {
  placeFieldChangesSchema,
  placeFieldsSchema,
  type PlaceFieldChanges,
  type PlaceFields,
} from '@waggle/shared/place-fields';
import { conflict, notFound } from '../../http-error';
import { RequestValidationError } from '../../plugins/zod-validation';
import type { Repositories } from '../../repositories';
import { uploadAttachments } from '../images/attachment-service';
import { changePlace, createCommunityPlace, lockPlace } from '../places/changes-service';
import type { StoredSuggestionRow } from './repository';
import { requireConfirmedStale, storedBase } from './stale-fields';

// docs/product.md#suggestions: approving a new one creates a place, approving an edit applies it.

/** The fields as approved, checked as the suggest form checks them: a 400 naming the field. */
function checkFields<S extends z.ZodType>(schema: S, fields: PlaceFieldChanges): z.output<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    ...issue,
    path: ['fields', ...issue.path],
  }));
  throw new RequestValidationError('body', issues);
}

/** The suggestion, locked while the admin decides it: 404 unknown, 409 decided already. */
export async function lockPending(
  { suggestions }: Pick<Repositories, 'suggestions'>,
  id: number,
): Promise<StoredSuggestionRow> {
  const suggestion = await suggestions.lockById(id);
  if (!suggestion) throw notFound('Suggestion');
  if (suggestion.status !== 'pending') {
    throw conflict(`This suggestion was already ${suggestion.status}.`);
  }
  return suggestion;
}

/** A new place from the suggestion, its photo the cover; returns the place's id. */
async function createPlace(
  tx: Repositories,
  actorId: number,
  suggestion: StoredSuggestionRow,
  fields: PlaceFieldChanges,
): Promise<number> {
  const values = { ...checkFields(placeFieldsSchema, fields), coverImageUrl: suggestion.photoUrl };
  const placeId = await createCommunityPlace(tx, actorId, values, suggestion.userId);
  await uploadAttachments(tx).move(
    { to: 'suggestion', id: suggestion.id },
    { to: 'place', id: placeId },
  );
  return placeId;
}

/**
 * The edit applied to its place; returns the place's id. A stale field is applied only when the
 * admin confirmed it, compared with the place as it is now, locked (docs/product.md#edit-conflicts).
 */
async function applyEdit(
  tx: Repositories,
  actorId: number,
  suggestion: StoredSuggestionRow,
  fields: PlaceFieldChanges,
  confirmedStale: readonly (keyof PlaceFields)[],
): Promise<number> {
  if (suggestion.placeId === null) throw notFound('Place');
  const changes = checkFields(placeFieldChangesSchema, fields);
  const place = await lockPlace(tx, suggestion.placeId);
  requireConfirmedStale(storedBase(suggestion.base), place, changes, confirmedStale);
  await changePlace(tx, actorId, suggestion.placeId, changes, 'place.update');
  return suggestion.placeId;
}

/** What approving the suggestion with these fields does to places; returns the place's id. */
export const applySuggestion = (
  tx: Repositories,
  actorId: number,
  suggestion: StoredSuggestionRow,
  fields: PlaceFieldChanges,
  confirmedStale: readonly (keyof PlaceFields)[] = [],
): Promise<number> =>
  suggestion.kind === 'new'
    ? createPlace(tx, actorId, suggestion, fields)
    : applyEdit(tx, actorId, suggestion, fields, confirmedStale);

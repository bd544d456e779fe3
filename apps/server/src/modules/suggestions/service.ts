import type { Suggestion, SuggestionBody, SuggestionList } from '@waggle/shared/suggestions';
import { invalidInput } from '../../http-error';
import type { Identity } from '../../identity';
import type { Repositories, Transaction } from '../../repositories';
import { requireActivePlace } from '../places/service';
import type { RequireActor } from '../users/actor-service';
import { toSuggestion } from './api-shape';
import { changedFields } from './changed-fields';
import type { SuggestionsRepository } from './repository';

type NewPlaceSuggestion = Extract<SuggestionBody, { kind: 'new' }>;
type EditSuggestion = Extract<SuggestionBody, { kind: 'edit' }>;

/** A new place, with the photo its author uploaded for it. */
async function suggestPlace(
  { suggestions, uploads }: Repositories,
  userId: number,
  { fields, note, photo }: NewPlaceSuggestion,
): Promise<Suggestion> {
  const row = await suggestions.insert({
    userId,
    kind: 'new',
    proposed: fields,
    note,
    photoUrl: photo,
  });
  if (photo !== null) {
    const refused = await uploads.attach(userId, [photo], { to: 'suggestion', id: row.id });
    if (refused.length > 0) throw invalidInput('body: photo: must be a photo you uploaded for it');
  }
  return toSuggestion(row, null);
}

/** Changes to an active place: only the fields that differ from it are kept. */
async function suggestEdit(
  tx: Repositories,
  userId: number,
  { placeId, fields, note }: EditSuggestion,
): Promise<Suggestion> {
  const place = await requireActivePlace(tx, placeId);
  const proposed = changedFields(fields, place);
  if (Object.keys(proposed).length === 0) {
    throw invalidInput('body: fields: Change at least one field');
  }
  const row = await tx.suggestions.insert({ userId, kind: 'edit', placeId, proposed, note });
  return toSuggestion(row, place.name);
}

/** DESIGN.md §3 suggestions: people propose; an admin approves or rejects (admin module). */
export function createSuggestionsService(
  repository: SuggestionsRepository,
  transaction: Transaction,
  requireActor: RequireActor,
) {
  return {
    async create(identity: Identity, body: SuggestionBody): Promise<Suggestion> {
      const actor = await requireActor(identity);
      return transaction((repositories) =>
        body.kind === 'new'
          ? suggestPlace(repositories, actor.id, body)
          : suggestEdit(repositories, actor.id, body),
      );
    },

    async listMine(identity: Identity): Promise<SuggestionList> {
      const actor = await requireActor(identity);
      const rows = await repository.listByAuthor(actor.id);
      return { suggestions: rows.map((row) => toSuggestion(row, row.currentName)) };
    },
  };
}
export type SuggestionsService = ReturnType<typeof createSuggestionsService>;

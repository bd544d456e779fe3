import type { z } from 'zod';
import type {
  adminSuggestionListSchema,
  ApproveSuggestionBody,
  RejectSuggestionBody,
} from '@waggle/shared/admin';
import type {
  PossibleDuplicateList,
  PossibleDuplicatesQuery,
  Suggestion,
  SuggestionBody,
  SuggestionList,
} from '@waggle/shared/suggestions';
import { invalidInput } from '../../http-error';
import type { Identity } from '../../identity';
import type { Repositories } from '../../repositories';
import type { ServiceContext } from '../../service-context';
import { recordChange, recordPhotoRemovals } from '../admin/audit-service';
import { adminListLimit } from '../admin/overview-service';
import { uploadAttachments } from '../images/attachment-service';
import { findPossibleDuplicates } from '../places/duplicates-service';
import { placesIncludingHidden, requireActivePlace } from '../places/service';
import { proposedFields, toAdminSuggestion, toSuggestion } from './api-shape';
import { applySuggestion, lockPending } from './approval';
import { changedFields, correctedFields } from './changed-fields';
import type { PendingSuggestionRow } from './repository';
import { baseOf } from './stale-fields';

type NewPlaceSuggestion = Extract<SuggestionBody, { kind: 'new' }>;
type EditSuggestion = Extract<SuggestionBody, { kind: 'edit' }>;

/** A new place, with the photo its author uploaded for it. */
async function suggestPlace(
  tx: Repositories,
  userId: number,
  { fields, note, photo }: NewPlaceSuggestion,
): Promise<Suggestion> {
  const row = await tx.suggestions.insert({
    userId,
    kind: 'new',
    proposed: fields,
    note,
    photoUrl: photo,
  });
  if (photo !== null) {
    const refused = await uploadAttachments(tx).attach(userId, [photo], {
      to: 'suggestion',
      id: row.id,
    });
    if (refused.length > 0)
      throw invalidInput('body', ['photo'], 'must be a photo you uploaded for it');
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
    throw invalidInput('body', ['fields'], 'Change at least one field');
  }
  // docs/product.md#edit-conflicts: the values the edit was sent against.
  const base = baseOf(proposed, place);
  const row = await tx.suggestions.insert({ userId, kind: 'edit', placeId, proposed, base, note });
  return toSuggestion(row, place.name);
}

/** The places a pending new-place suggestion may duplicate (none for an edit). */
function duplicatesOf(repositories: Repositories, row: PendingSuggestionRow) {
  if (row.kind !== 'new') return Promise.resolve([]);
  const { name, lat, lng } = proposedFields(row.proposed);
  if (name === undefined || lat === undefined || lng === undefined) return Promise.resolve([]);
  return findPossibleDuplicates(repositories, { name, lat, lng });
}

/** Takes the photo off every suggestion showing it; returns how many did. */
export async function removeSuggestionPhoto(
  tx: Pick<Repositories, 'suggestions' | 'audit'>,
  actorId: number,
  url: string,
): Promise<number> {
  const ids = await tx.suggestions.removePhoto(url);
  const removal = { before: { photoUrl: url }, after: { photoUrl: null } };
  await recordPhotoRemovals(
    tx,
    actorId,
    'suggestion',
    ids.map((id) => ({ id, ...removal })),
  );
  return ids.length;
}

/** docs/product.md#suggestions: people propose; an admin approves or rejects. */
export function createSuggestionsService(context: ServiceContext) {
  const { repositories, transaction, requireActor, requireAdmin, imageFiles } = context;
  const repository = repositories.suggestions;
  return {
    async create(identity: Identity, body: SuggestionBody): Promise<Suggestion> {
      const actor = await requireActor(identity);
      return transaction((tx) =>
        body.kind === 'new' ? suggestPlace(tx, actor.id, body) : suggestEdit(tx, actor.id, body),
      );
    },

    async listMine(identity: Identity): Promise<SuggestionList> {
      const actor = await requireActor(identity);
      const rows = await repository.listByAuthor(actor.id);
      return { suggestions: rows.map((row) => toSuggestion(row, row.currentName)) };
    },

    /** The pending ones, oldest first, an edit with its place as it is. */
    async list(identity: Identity): Promise<z.infer<typeof adminSuggestionListSchema>> {
      await requireAdmin(identity);
      const rows = await repository.listPending(adminListLimit);
      const placeOf = await placesIncludingHidden(
        repositories,
        rows.map((row) => row.placeId),
      );
      const duplicates = await Promise.all(rows.map((row) => duplicatesOf(repositories, row)));
      return {
        suggestions: rows.map((row, index) =>
          toAdminSuggestion(row, placeOf(row.placeId), duplicates[index] ?? []),
        ),
      };
    },

    /** docs/product.md#possible-duplicates: asked by the new-place form before it is sent. */
    async possibleDuplicates(
      identity: Identity,
      query: PossibleDuplicatesQuery,
    ): Promise<PossibleDuplicateList> {
      await requireActor(identity);
      return { places: await findPossibleDuplicates(repositories, query) };
    },

    /** The admin's corrections win over the proposed fields. */
    async approve(identity: Identity, id: number, body: ApproveSuggestionBody): Promise<void> {
      const actor = await requireAdmin(identity);
      await transaction(async (tx) => {
        const suggestion = await lockPending(tx, id);
        const proposed = proposedFields(suggestion.proposed);
        const fields = { ...proposed, ...body.fields };
        const placeId = await applySuggestion(
          tx,
          actor.id,
          suggestion,
          fields,
          body.confirmedStaleFields,
        );
        const decision = {
          status: 'approved' as const,
          adminNote: body.adminNote || null,
          placeId,
          corrected: correctedFields(proposed, body.fields),
        };
        await tx.suggestions.decide(id, { ...decision, reviewedBy: actor.id });
        await recordChange(
          tx,
          {
            actorId: actor.id,
            action: 'suggestion.approve',
            target: { type: 'suggestion', id },
            note: decision.adminNote,
          },
          suggestion,
          decision,
        );
      });
    },

    /** The author is told why; the photo they uploaded for it goes. */
    async reject(
      identity: Identity,
      id: number,
      { adminNote }: RejectSuggestionBody,
    ): Promise<void> {
      const actor = await requireAdmin(identity);
      const photos = await transaction(async (tx) => {
        const suggestion = await lockPending(tx, id);
        const removed = await uploadAttachments(tx).discardAttached({ to: 'suggestion', id });
        const decision = { status: 'rejected' as const, adminNote, photoUrl: null };
        await tx.suggestions.decide(id, { ...decision, reviewedBy: actor.id });
        await recordChange(
          tx,
          {
            actorId: actor.id,
            action: 'suggestion.reject',
            target: { type: 'suggestion', id },
            // docs/product.md#activity-log: the rejection's note, as the author reads it.
            note: adminNote,
          },
          suggestion,
          decision,
        );
        return removed;
      });
      await imageFiles.settle(photos);
    },

    /** How many suggestions wait (the admin summary, which checks rights first). */
    countPending: () => repository.countPending(),
  };
}
export type SuggestionsService = ReturnType<typeof createSuggestionsService>;

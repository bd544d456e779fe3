import type { z } from 'zod';
import type {
  adminSuggestionListSchema,
  ApproveSuggestionBody,
  RejectSuggestionBody,
} from '@waggle/shared/admin';
import {
  placeFieldChangesSchema,
  placeFieldsSchema,
  type PlaceFieldChanges,
} from '@waggle/shared/place-fields';
import { conflict, notFound } from '../../http-error';
import type { Identity } from '../../identity';
import { RequestValidationError } from '../../plugins/zod-validation';
import type { Repositories } from '../../repositories';
import { changePlace } from '../places/changes-service';
import { proposedFields, toAdminSuggestion } from './api-shape';
import { recordChange } from './audit-service';
import type { AdminContext } from './context';
import { adminListLimit } from './overview-service';

type SuggestionRow = NonNullable<
  Awaited<ReturnType<Repositories['admin']['suggestions']['lockById']>>
>;

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
async function lockPending({ admin }: Repositories, id: number): Promise<SuggestionRow> {
  const suggestion = await admin.suggestions.lockById(id);
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
  suggestion: SuggestionRow,
  fields: PlaceFieldChanges,
): Promise<number> {
  const values = { ...checkFields(placeFieldsSchema, fields), coverImageUrl: suggestion.photoUrl };
  const place = await tx.places.insert({
    ...values,
    source: 'community',
    createdBy: suggestion.userId,
  });
  await tx.uploads.move({ to: 'suggestion', id: suggestion.id }, { to: 'place', id: place.id });
  await tx.audit.record({
    actorId,
    action: 'place.create',
    target: { type: 'place', id: place.id },
    before: null,
    after: values,
  });
  return place.id;
}

/** The edit applied to its place; returns the place's id. */
async function applyEdit(
  tx: Repositories,
  actorId: number,
  suggestion: SuggestionRow,
  fields: PlaceFieldChanges,
): Promise<number> {
  if (suggestion.placeId === null) throw notFound('Place');
  const changes = checkFields(placeFieldChangesSchema, fields);
  await changePlace(tx, actorId, suggestion.placeId, changes, 'place.update');
  return suggestion.placeId;
}

// DESIGN.md §3 suggestions: approving a new one creates a place, approving an edit applies it.
export function createAdminSuggestionsService({
  repositories,
  transaction,
  requireAdmin,
  imageFiles,
}: AdminContext) {
  return {
    async list(identity: Identity): Promise<z.infer<typeof adminSuggestionListSchema>> {
      await requireAdmin(identity);
      const rows = await repositories.admin.suggestions.listPending(adminListLimit);
      return { suggestions: rows.map(toAdminSuggestion) };
    },

    /** The admin's corrections win over the proposed fields. */
    async approve(identity: Identity, id: number, body: ApproveSuggestionBody): Promise<void> {
      const actor = await requireAdmin(identity);
      await transaction(async (tx) => {
        const suggestion = await lockPending(tx, id);
        const fields = { ...proposedFields(suggestion.proposed), ...body.fields };
        const placeId =
          suggestion.kind === 'new'
            ? await createPlace(tx, actor.id, suggestion, fields)
            : await applyEdit(tx, actor.id, suggestion, fields);
        const decision = {
          status: 'approved' as const,
          adminNote: body.adminNote || null,
          placeId,
        };
        await tx.admin.suggestions.decide(id, { ...decision, reviewedBy: actor.id });
        await recordChange(
          tx,
          { actorId: actor.id, action: 'suggestion.approve', target: { type: 'suggestion', id } },
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
        const removed = await tx.uploads.discardAttached({ to: 'suggestion', id });
        const decision = { status: 'rejected' as const, adminNote, photoUrl: null };
        await tx.admin.suggestions.decide(id, { ...decision, reviewedBy: actor.id });
        await recordChange(
          tx,
          { actorId: actor.id, action: 'suggestion.reject', target: { type: 'suggestion', id } },
          suggestion,
          decision,
        );
        return removed;
      });
      await imageFiles.settle(photos);
    },
  };
}

import { notFound } from '../../http-error';
import type { Identity } from '../../identity';
import type { Repositories } from '../../repositories';
import { removeCoverPhoto } from '../places/changes-service';
import { removeReviewPhoto } from '../reviews/moderation-service';
import { removeSuggestionPhoto } from '../suggestions/service';
import type { AuditRecord, AuditTargetType } from './audit-repository';
import type { AdminContext } from './context';

/** Takes the photo off every review, place and suggestion showing it, and discards its upload. */
async function removeEverywhere(tx: Repositories, actorId: number, url: string) {
  const entry = (type: AuditTargetType, id: number): Omit<AuditRecord, 'before' | 'after'> => ({
    actorId,
    action: 'photo.remove',
    target: { type, id },
  });
  const changes: AuditRecord[] = [];
  // Places before reviews: the reviews module locks a place before its reviews.
  const shown =
    (await removeCoverPhoto(tx, actorId, url)) +
    (await removeReviewPhoto(tx, actorId, url)) +
    (await removeSuggestionPhoto(tx, actorId, url));
  const uploads = await tx.uploads.discardByUrl(url);
  for (const upload of uploads) {
    changes.push({ ...entry('upload', upload.id), before: { url }, after: null });
  }
  if (changes.length + shown === 0) throw notFound('Photo');
  for (const change of changes) await tx.audit.record(change);
  return uploads;
}

export function createAdminPhotosService({ transaction, requireAdmin, imageFiles }: AdminContext) {
  return {
    /** Removes one photo wherever it is shown; its files go once that is committed. */
    async remove(identity: Identity, url: string): Promise<void> {
      const actor = await requireAdmin(identity);
      const uploads = await transaction((tx) => removeEverywhere(tx, actor.id, url));
      await imageFiles.settle(uploads);
    },
  };
}

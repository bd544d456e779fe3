import type { z } from 'zod';
import type { adminReviewListSchema } from '@waggle/shared/admin';
import { conflict } from '../../http-error';
import type { Identity } from '../../identity';
import { toReview } from '../reviews/api-shape';
import { adminListLimit, type AdminContext } from './context';
import { setReviewStatus } from './review-visibility';

const alreadyMessages = {
  hidden: 'This review is hidden already.',
  visible: 'This review is not hidden.',
} as const;

export function createAdminReviewsService({
  repositories,
  transaction,
  requireAdmin,
  imageFiles,
}: AdminContext) {
  /** Hides or shows the review; its photos stop or start being served after the commit. */
  async function setStatus(identity: Identity, id: number, status: 'hidden' | 'visible') {
    const actor = await requireAdmin(identity);
    const photos = await transaction(async (tx) => {
      const changed = await setReviewStatus(tx, actor.id, id, status);
      if (!changed) throw conflict(alreadyMessages[status]);
      return changed;
    });
    await imageFiles.settle(photos);
  }

  return {
    /** Hidden reviews, newest first, with their place's name. */
    async listHidden(identity: Identity): Promise<z.infer<typeof adminReviewListSchema>> {
      await requireAdmin(identity);
      const rows = await repositories.admin.reviews.listHidden(adminListLimit);
      return { reviews: rows.map((row) => ({ ...toReview(row), placeName: row.placeName })) };
    },

    hide: (identity: Identity, id: number) => setStatus(identity, id, 'hidden'),
    restore: (identity: Identity, id: number) => setStatus(identity, id, 'visible'),
  };
}

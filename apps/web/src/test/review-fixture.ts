import type { Review } from '@waggle/shared/reviews';

/**
 * A review as the API sends it, with only what a test cares about set; each photo's thumbnail is
 * its URL with `-thumb` before the extension, as the server names them.
 */
export const reviewFixture = (fields: Partial<Review> & { id: number }): Review => ({
  placeId: 7,
  rating: 4,
  text: `Review ${fields.id}`,
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
  author: { name: `Walker ${fields.id}`, photoUrl: null, dogName: null, dogSize: null },
  ...fields,
  photos: fields.photos ?? [],
  thumbnails:
    fields.thumbnails ?? (fields.photos ?? []).map((url) => url.replace(/(\.\w+)$/, '-thumb$1')),
});

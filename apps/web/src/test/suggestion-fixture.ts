import type { Suggestion } from '@waggle/shared/suggestions';

/** A pending new-place suggestion as its author's list shows it, with `fields` changed. */
export const suggestionFixture = (fields: Partial<Suggestion> & { id: number }): Suggestion => ({
  kind: 'new',
  placeId: null,
  placeName: `Place ${fields.id}`,
  fields: {},
  note: null,
  photoUrl: null,
  corrected: null,
  status: 'pending',
  adminNote: null,
  createdAt: '2026-02-01T10:00:00.000Z',
  reviewedAt: null,
  ...fields,
});

import { z } from 'zod';
import { placeReportReasons, type reportReasons, reviewReportReasons } from './domain';
import { text } from './text';

export const maxReportNoteLength = 500;

/** What each reason is called where people choose it. */
export const reportReasonLabels: Record<(typeof reportReasons)[number], string> = {
  closed: 'Closed',
  not_dog_friendly: 'Not dog-friendly any more',
  wrong_location: 'Wrong location',
  spam: 'Spam',
  offensive: 'Offensive',
  other: 'Other',
};

const note = text()
  .trim()
  .max(
    maxReportNoteLength,
    `Keep the note to ${maxReportNoteLength.toLocaleString('en')} characters`,
  )
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .default(null);
const id = z.number().int().positive().max(2_147_483_647);

/** "Other" needs a few words: a moderator cannot act on a bare flag. */
const otherNeedsNote = (report: { reason: string; note: string | null }) =>
  report.reason !== 'other' || report.note !== null;
const otherNeedsNoteIssue = { path: ['note'], message: 'Tell us what is wrong' };

/** POST /api/reports (docs/product.md#reviews): flag a place or a review; one open report per target. */
export const reportBodySchema = z.discriminatedUnion('target', [
  z
    .strictObject({
      target: z.literal('place'),
      placeId: id,
      reason: z.enum(placeReportReasons, { error: 'Choose a reason' }),
      note,
    })
    .refine(otherNeedsNote, otherNeedsNoteIssue),
  z
    .strictObject({
      target: z.literal('review'),
      reviewId: id,
      reason: z.enum(reviewReportReasons, { error: 'Choose a reason' }),
      note,
    })
    .refine(otherNeedsNote, otherNeedsNoteIssue),
]);
export type ReportBodyInput = z.input<typeof reportBodySchema>;
export type ReportBody = z.output<typeof reportBodySchema>;

/**
 * GET /api/reports/mine: whether the caller's report on a place or a review is open, so the form
 * says so before anything is typed (docs/product.md#reports).
 */
export const openReportQuerySchema = z
  .strictObject({
    placeId: z.coerce.number().pipe(id).optional(),
    reviewId: z.coerce.number().pipe(id).optional(),
  })
  .refine((query) => (query.placeId === undefined) !== (query.reviewId === undefined), {
    message: 'Name either a placeId or a reviewId',
  });
export type OpenReportQuery = z.output<typeof openReportQuerySchema>;
export const openReportSchema = z.object({ reported: z.boolean() });

/** Sent twice while the first is open, a report is a 409 with this message. */
export const alreadyReportedMessage =
  'You have already reported this. A moderator will look at it soon.';

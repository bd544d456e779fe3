import { z } from 'zod';
import { placeStatuses, reportReasons, reportTargets, suggestionKinds } from './domain';
import { placeFieldChangesSchema, placeFieldsSchema } from './place-fields';
import { placeSchema } from './places';
import { possibleDuplicateSchema } from './suggestions';
import { reviewSchema } from './reviews';
import { text } from './text';

// docs/architecture.md#http-api /api/admin/...: admins only, every action written to the audit log.

const id = z.coerce.number().int().positive().max(2_147_483_647);
export const adminIdParamsSchema = z.strictObject({ id });

export const maxAdminNoteLength = 500;
const adminNote = text()
  .trim()
  .max(
    maxAdminNoteLength,
    `Keep the note to ${maxAdminNoteLength.toLocaleString('en')} characters`,
  );

/** GET /api/admin/summary: the queues' counts. */
export const adminSummarySchema = z.object({
  pendingSuggestions: z.number().int().nonnegative(),
  openReports: z.number().int().nonnegative(),
  hiddenReviews: z.number().int().nonnegative(),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;

const person = z.object({ id: z.number().int().positive(), name: z.string() }).nullable();

/** A place field's name. */
export const placeFieldNameSchema = placeFieldsSchema.keyof();

/** Place field values as a place has them (read, not validated as a form's input). */
const placeFieldValuesSchema = placeSchema.pick({
  name: true,
  category: true,
  lat: true,
  lng: true,
  address: true,
  city: true,
  country: true,
  description: true,
  website: true,
  phone: true,
  openingHours: true,
  dogsInside: true,
  offLeash: true,
  fenced: true,
  waterBowls: true,
  maxDogSize: true,
});

/**
 * A pending suggestion in the queue: what was proposed and, for an edit, the place as it is and
 * the proposed fields as the place had them when it was sent (`base`, null for a suggestion sent
 * before they were kept). `staleFields`: the proposed fields whose value on the place changed
 * since (docs/product.md#edit-conflicts). `duplicates`: for a new place, the places it may
 * duplicate (docs/product.md#possible-duplicates).
 */
export const adminSuggestionSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(suggestionKinds),
  placeId: z.number().int().positive().nullable(),
  fields: placeFieldChangesSchema.or(z.object({})),
  current: placeSchema.nullable(),
  base: placeFieldValuesSchema.partial().nullable(),
  staleFields: z.array(placeFieldNameSchema),
  duplicates: z.array(possibleDuplicateSchema),
  note: z.string().nullable(),
  photoUrl: z.string().nullable(),
  author: person,
  createdAt: z.iso.datetime(),
});
export type AdminSuggestion = z.infer<typeof adminSuggestionSchema>;
export const adminSuggestionListSchema = z.object({
  suggestions: z.array(adminSuggestionSchema),
});

/** Approve: the fields as the admin corrected them (all of them for a new place). */
export const approveSuggestionBodySchema = z.strictObject({
  fields: placeFieldsSchema.partial().optional(),
  /** The stale fields the admin confirmed to apply anyway (docs/product.md#edit-conflicts). */
  confirmedStaleFields: z
    .array(placeFieldNameSchema)
    .max(placeFieldNameSchema.options.length)
    .optional(),
  adminNote: adminNote.optional(),
});
export type ApproveSuggestionBody = z.infer<typeof approveSuggestionBodySchema>;
/**
 * Why an admin hides a review or a place (docs/product.md#moderation): required, shown to the
 * review's author and kept in the audit log.
 */
export const hideReasonSchema = text()
  .trim()
  .min(1, 'Say why you hide it')
  .max(maxAdminNoteLength, `Keep the reason under ${maxAdminNoteLength} characters`);

/** POST /api/admin/reviews/:id/hide: the reason, which the author reads. */
export const hideReviewBodySchema = z.strictObject({ reason: hideReasonSchema });
export type HideReviewBody = z.infer<typeof hideReviewBodySchema>;

export const rejectSuggestionBodySchema = z.strictObject({
  adminNote: adminNote.min(1, 'Tell the author why'),
});
export type RejectSuggestionBody = z.infer<typeof rejectSuggestionBodySchema>;

/** An open report with what it points at. */
export const adminReportSchema = z.object({
  id: z.number().int().positive(),
  target: z.enum(reportTargets),
  reason: z.enum(reportReasons),
  note: z.string().nullable(),
  place: z.object({
    id: z.number().int().positive(),
    name: z.string(),
    city: z.string().nullable(),
  }),
  review: reviewSchema.nullable(),
  reporter: person,
  createdAt: z.iso.datetime(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
export const adminReportListSchema = z.object({ reports: z.array(adminReportSchema) });

/**
 * Resolve a report: hide what it points at, or dismiss it. A hide's reason is the admin's, or
 * else the report's (docs/product.md#moderation).
 */
export const resolveReportBodySchema = z.strictObject({
  action: z.enum(['hide', 'dismiss']),
  reason: hideReasonSchema.optional(),
});
export type ResolveReportBody = z.infer<typeof resolveReportBodySchema>;

/** A hidden review in the admin's queue: why and when it was hidden, and whether edited since. */
export const adminReviewSchema = reviewSchema.extend({
  placeName: z.string(),
  hiddenReason: z.string().nullable(),
  hiddenAt: z.iso.datetime().nullable(),
  /** The author changed it after it was hidden (docs/product.md#moderation). */
  editedAfterHidden: z.boolean(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewListSchema = z.object({ reviews: z.array(adminReviewSchema) });

/** Remove one photo from wherever it is shown (a review, a place's cover, a suggestion). */
export const removePhotoBodySchema = z.strictObject({ url: text().min(1).max(2048) });

export const adminSearchQuerySchema = z.strictObject({
  q: text().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const adminPlaceSchema = placeSchema.extend({
  status: z.enum(placeStatuses),
  /** Why an admin hid it (docs/product.md#moderation); null when shown, or hidden by an import. */
  hiddenReason: z.string().nullable(),
});
export type AdminPlace = z.infer<typeof adminPlaceSchema>;
export const adminPlaceListSchema = z.object({ places: z.array(adminPlaceSchema) });

/**
 * PATCH /api/admin/places/:id: field corrections and/or hide (status hidden, with a reason) or
 * unhide (docs/product.md#moderation).
 */
export const adminPlacePatchSchema = z
  .strictObject({
    fields: placeFieldChangesSchema.optional(),
    status: z.enum(placeStatuses).optional(),
    reason: hideReasonSchema.optional(),
  })
  .superRefine((patch, context) => {
    if (patch.status === 'hidden' && patch.reason === undefined) {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'Say why you hide it' });
    }
  });
export type AdminPlacePatch = z.infer<typeof adminPlacePatchSchema>;

export const adminUserSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  /** Listed in ADMIN_EMAILS: the list decides, the admin area cannot revoke it. */
  adminByConfig: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.object({ users: z.array(adminUserSchema) });
export const adminUserPatchSchema = z.strictObject({ isAdmin: z.boolean() });

/** Every action the audit log records, as `<what>.<verb>`. */
export const auditActions = [
  'suggestion.approve',
  'suggestion.reject',
  'place.create',
  'place.update',
  'place.hide',
  'place.verify',
  'report.resolve',
  'report.dismiss',
  'review.hide',
  'review.restore',
  'review.delete',
  'photo.remove',
  'user.grant_admin',
  'user.revoke_admin',
  'announcement.create',
  'announcement.update',
  'announcement.publish',
  'announcement.archive',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** What an action is about, as the audit log's filter names it: an action's first part. */
export const auditKinds = [
  'suggestion',
  'place',
  'report',
  'review',
  'photo',
  'user',
  'announcement',
] as const;
export type AuditKind = (typeof auditKinds)[number];

/** GET /api/admin/audit: the entries of one admin and/or of one kind (docs/product.md#activity-log). */
export const auditQuerySchema = z.strictObject({
  actor: id.optional(),
  kind: z.enum(auditKinds).optional(),
});

export const auditEntrySchema = z.object({
  id: z.number().int().positive(),
  actor: person,
  action: z.enum(auditActions),
  targetType: z.string(),
  targetId: z.number().int(),
  /** The place a review target belongs to (its link), while the review or the entry tells it. */
  targetPlaceId: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  /** The admin's note: a rejection's note, a hide's reason. */
  note: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Everyone with an entry in the log, for the filter by admin. */
  actors: z.array(z.object({ id: z.number().int().positive(), name: z.string() })),
});

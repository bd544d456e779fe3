import { z } from 'zod';
import { announcementMessageSchema, announcementStates } from './announcements';
import { announcementStatuses } from './domain';
import { text } from './text';

// The admin area's announcement editor and list (POST/PATCH/GET /api/admin/announcements). Apart
// from ./announcements, so a visitor's app, which only reads messages, never builds these schemas.

export const maxAnnouncementTitleLength = 120;
export const maxAnnouncementContentLength = 5000;
export const maxAnnouncementImageUrlLength = 500;
export const minAnnouncementPriority = -100;
export const maxAnnouncementPriority = 100;
/** The years a publishing time may fall in, in UTC (docs/product.md#announcements). */
export const minPublishedYear = 1970;
export const maxPublishedYear = 9999;

const priorityMessage = `Priority is a whole number from ${minAnnouncementPriority} to ${maxAnnouncementPriority}`;

/** What an admin writes; messages are shown under the fields as they are. */
const announcementFields = {
  title: text()
    .trim()
    .min(1, 'Give the announcement a title')
    .max(maxAnnouncementTitleLength, `Keep the title to ${maxAnnouncementTitleLength} characters`),
  content: text()
    .trim()
    .min(1, 'Write the message')
    .max(
      maxAnnouncementContentLength,
      `Keep the message to ${maxAnnouncementContentLength.toLocaleString('en')} characters`,
    ),
  /**
   * https only: the Content-Security-Policy's img-src loads no plain-http image (it would never
   * show), and a `javascript:` or `data:` address is refused.
   */
  imageUrl: text()
    .trim()
    .max(
      maxAnnouncementImageUrlLength,
      `Keep the image address to ${maxAnnouncementImageUrlLength} characters`,
    )
    .pipe(
      z.url({
        protocol: /^https$/,
        error: 'Enter an image address starting with https:// (images on http:// are not shown)',
      }),
    )
    .nullable(),
  /**
   * A time in the future schedules the announcement; stored and answered in UTC, within the years
   * the database and the app both read back as written (docs/product.md#announcements).
   */
  publishedAt: z.iso
    .datetime({
      offset: true,
      error: 'Enter the publishing date and time, such as 2026-05-01T09:00:00Z',
    })
    .transform((value) => new Date(value).toISOString())
    .refine((utc) => {
      const year = new Date(utc).getUTCFullYear();
      return year >= minPublishedYear && year <= maxPublishedYear;
    }, `Enter a publishing time from the year ${minPublishedYear} to ${maxPublishedYear} (in UTC)`),
  status: z.enum(announcementStatuses, { error: 'Choose draft, active or archived' }),
  priority: z
    .number({ error: priorityMessage })
    .int(priorityMessage)
    .min(minAnnouncementPriority, priorityMessage)
    .max(maxAnnouncementPriority, priorityMessage),
};

/** POST /api/admin/announcements: a new announcement, a draft unless it says otherwise. */
export const announcementBodySchema = z.strictObject({
  ...announcementFields,
  imageUrl: announcementFields.imageUrl.default(null),
  status: announcementFields.status.default('draft'),
  priority: announcementFields.priority.default(0),
});
export type AnnouncementBodyInput = z.input<typeof announcementBodySchema>;
export type AnnouncementBody = z.output<typeof announcementBodySchema>;

/** PATCH /api/admin/announcements/:id: any of the fields, at least one (archive, reschedule…). */
export const announcementPatchSchema = z
  .strictObject(announcementFields)
  .partial()
  .refine((fields) => Object.keys(fields).length > 0, 'Change at least one field');
export type AnnouncementPatch = z.output<typeof announcementPatchSchema>;

/** What each field is called: on the admin form and in the activity log. */
export const announcementFieldLabels: Record<keyof AnnouncementBody, string> = {
  title: 'Title',
  content: 'Message',
  imageUrl: 'Image',
  publishedAt: 'Publishing time',
  status: 'Status',
  priority: 'Priority',
};

/** An announcement in the admin area (GET /api/admin/announcements). */
export const adminAnnouncementSchema = announcementMessageSchema.extend({
  imageUrl: z.string().nullable(),
  state: z.enum(announcementStates),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncementSchema>;
export const adminAnnouncementListSchema = z.object({
  announcements: z.array(adminAnnouncementSchema),
});

import type { AuditEntry } from '@waggle/shared/admin';
import { announcementFieldLabels, type AnnouncementBody } from '@waggle/shared/announcement-admin';
import { placeFieldLabels, placeFieldNames } from '@waggle/shared/place-fields';
import { momentText } from '../../lib/dates';

type Snapshot = Partial<Record<string, unknown>>;

/** An entry's before or after data as fields; none when it holds none. */
const fieldsOf = (snapshot: unknown): Snapshot =>
  typeof snapshot === 'object' && snapshot !== null ? snapshot : {};

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

// The audit log's target types in words; a photo removed from the store is an "upload".
const targetTypeWords: Partial<Record<string, string>> = { upload: 'uploaded photo' };

/** "place #12": the target by its type and id. */
const byId = ({ targetType, targetId }: AuditEntry) =>
  `${targetTypeWords[targetType] ?? targetType} #${targetId}`;

/** The target's name where the entry's data holds it (a place's, a person's), else by its id. */
function named(entry: AuditEntry, quoted: boolean): string {
  const name = textOf(fieldsOf(entry.after).name) ?? textOf(fieldsOf(entry.before).name);
  if (!name) return byId(entry);
  return quoted ? `“${name}”` : name;
}

/** What an admin's edit of a place did: changed fields (named), hid it, or showed it again. */
function placeUpdateText(entry: AuditEntry): string {
  const after = fieldsOf(entry.after);
  const place = named(entry, true);
  const fields = placeFieldNames.filter((name) => name in after);
  const changed =
    fields.length > 0 ? ` (${fields.map((name) => placeFieldLabels[name]).join(', ')})` : '';
  if (after.status === 'hidden') {
    return changed ? `edited and hid ${place}${changed}` : `hid ${place}`;
  }
  if (after.status === 'active') {
    return changed ? `edited ${place}${changed} and showed it again` : `showed ${place} again`;
  }
  return `edited ${place}${changed}`;
}

/** Which photo went: a place's cover, one of a review's, a suggestion's, or an upload. */
function photoRemovedText(entry: AuditEntry): string {
  const before = fieldsOf(entry.before);
  if ('coverImageUrl' in before) return `removed the cover photo of ${byId(entry)}`;
  if ('photos' in before) return `removed a photo from ${byId(entry)}`;
  if ('photoUrl' in before) return `removed the photo sent with ${byId(entry)}`;
  return `deleted ${byId(entry)}`;
}

function reviewDeletedText(entry: AuditEntry): string {
  const { rating, placeId } = fieldsOf(entry.before);
  if (typeof rating !== 'number' || typeof placeId !== 'number') {
    return `deleted someone's review (${byId(entry)})`;
  }
  return `deleted someone's ${rating}-star review of place #${placeId}`;
}

/** the announcement “Summer walks”, or announcement #3 when the entry holds no title. */
function announcementName(entry: AuditEntry): string {
  const title = textOf(fieldsOf(entry.after).title) ?? textOf(fieldsOf(entry.before).title);
  return title ? `the announcement “${title}”` : byId(entry);
}

/** What a status in the entry's after data did to the announcement, said of `target`. */
function announcementOutcome(entry: AuditEntry): ((target: string) => string) | null {
  const { status, publishedAt } = fieldsOf(entry.after);
  switch (status) {
    case 'active': {
      // Published for a time after the entry was made: scheduled.
      const at = textOf(publishedAt);
      return at && Date.parse(at) > Date.parse(entry.createdAt)
        ? (target) => `scheduled ${target} for ${momentText(at)}`
        : (target) => `published ${target}`;
    }
    case 'archived':
      return (target) => `archived ${target}`;
    case 'draft':
      return (target) => `took ${target} back to draft`;
    default:
      return null;
  }
}

/** A new announcement: drafted, published, scheduled or straight into the archive. */
function announcementCreatedText(entry: AuditEntry): string {
  const name = announcementName(entry);
  switch (fieldsOf(entry.after).status) {
    case 'draft':
      return `drafted ${name}`;
    case 'archived':
      return `added ${name} to the archive`;
    default:
      return announcementOutcome(entry)?.(name) ?? `added ${name}`;
  }
}

/** An edit of an announcement: its changed fields (named), and what its new status did. */
function announcementChangedText(entry: AuditEntry): string {
  const after = fieldsOf(entry.after);
  const name = announcementName(entry);
  const fields = (Object.keys(announcementFieldLabels) as (keyof AnnouncementBody)[]).filter(
    (field) => field !== 'status' && field in after,
  );
  const outcome = announcementOutcome(entry);
  if (fields.length === 0) return outcome ? outcome(name) : `edited ${name}`;
  const edited = `edited ${name} (${fields.map((field) => announcementFieldLabels[field]).join(', ')})`;
  return outcome ? `${edited} and ${outcome('it')}` : edited;
}

/**
 * What the admin did, as the rest of a sentence after their name: "hid “Bark Park”", "dismissed
 * report #4", "made Kim an admin". The before/after data tells a hide from an unhide and names
 * the target where it holds a name.
 */
export function auditEntryText(entry: AuditEntry): string {
  switch (entry.action) {
    case 'suggestion.approve':
      return `approved ${byId(entry)}`;
    case 'suggestion.reject':
      return `rejected ${byId(entry)}`;
    case 'place.create':
      return `added ${named(entry, true)}`;
    case 'place.update':
      return placeUpdateText(entry);
    case 'place.hide':
      // Only a report's "Hide" hides a place this way; the admin's own hiding is an update.
      return `hid ${named(entry, true)} after a report`;
    case 'place.verify':
      return `marked ${named(entry, true)} as verified`;
    case 'report.resolve':
      return `resolved ${byId(entry)} by hiding what it flagged`;
    case 'report.dismiss':
      return `dismissed ${byId(entry)}`;
    case 'review.hide':
      return `hid ${byId(entry)}`;
    case 'review.restore':
      return `showed ${byId(entry)} again`;
    case 'review.delete':
      return reviewDeletedText(entry);
    case 'photo.remove':
      return photoRemovedText(entry);
    case 'user.grant_admin':
      return `made ${named(entry, false)} an admin`;
    case 'user.revoke_admin':
      return `took away ${named(entry, false)}'s admin rights`;
    case 'announcement.create':
      return announcementCreatedText(entry);
    case 'announcement.update':
    case 'announcement.publish':
    case 'announcement.archive':
      return announcementChangedText(entry);
  }
}

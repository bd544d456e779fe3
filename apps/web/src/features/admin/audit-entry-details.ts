import type { AuditEntry, AuditKind } from '@waggle/shared/admin';
import { announcementFieldLabels } from '@waggle/shared/announcement-admin';
import { placeFieldLabels } from '@waggle/shared/place-fields';
import { paths } from '../../lib/paths';
import { momentText } from '../../lib/dates';

// docs/product.md#activity-log: where an entry's target is, and its changed fields in words.

/** The admin area's address with one tab open (and its search). */
const adminTabPath = (tab: string, q?: string) =>
  `${paths.admin}?${new URLSearchParams(q ? { tab, q } : { tab }).toString()}`;

type Snapshot = Partial<Record<string, unknown>>;

const fieldsOf = (snapshot: unknown): Snapshot =>
  typeof snapshot === 'object' && snapshot !== null ? snapshot : {};

/** A link to what the entry is about, with what it says; null when there is nowhere to go. */
export function auditTargetLink(entry: AuditEntry): { href: string; label: string } | null {
  switch (entry.targetType) {
    case 'place':
      return { href: paths.location(entry.targetId), label: 'Open the place' };
    case 'review':
      return entry.targetPlaceId === null
        ? null
        : { href: paths.location(entry.targetPlaceId), label: "Open the review's place" };
    case 'user': {
      const name = fieldsOf(entry.after).name ?? fieldsOf(entry.before).name;
      return {
        href: adminTabPath('users', typeof name === 'string' ? name : undefined),
        label: 'Find them in Users',
      };
    }
    case 'suggestion':
      return { href: adminTabPath('suggestions'), label: 'Open Suggestions' };
    case 'report':
      return { href: adminTabPath('reports'), label: 'Open Reports' };
    case 'announcement':
      return { href: adminTabPath('announcements'), label: 'Open Announcements' };
    default:
      return null;
  }
}

const otherLabels: Partial<Record<string, string>> = {
  status: 'Status',
  isAdmin: 'Admin',
  adminNote: 'Note',
  photos: 'Photos',
  photoUrl: 'Photo',
  coverImageUrl: 'Cover photo',
  lastVerifiedAt: 'Last verified',
  rating: 'Rating',
  placeId: 'Place',
  url: 'Photo',
};

const labelOf = (field: string): string =>
  (placeFieldLabels as Partial<Record<string, string>>)[field] ??
  (announcementFieldLabels as Partial<Record<string, string>>)[field] ??
  otherLabels[field] ??
  field;

const statusWords: Partial<Record<string, string>> = {
  active: 'shown',
  visible: 'shown',
  hidden: 'hidden',
  pending: 'waiting',
  open: 'open',
  approved: 'approved',
  rejected: 'rejected',
  resolved: 'resolved',
  dismissed: 'dismissed',
  draft: 'draft',
  archived: 'archived',
};

const maxValueLength = 80;

/** A field's value in words: "none", "Yes", "2 photos", a date, or the text (cut short). */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length === 1 ? '1 photo' : `${value.length} photos`;
  if (typeof value === 'string') {
    if (/^\d{4}-\d\d-\d\dT/.test(value) && !Number.isNaN(Date.parse(value))) {
      return momentText(value);
    }
    const word = statusWords[value] ?? value;
    return word.length > maxValueLength ? `${word.slice(0, maxValueLength - 1)}…` : word;
  }
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** The fields an entry changed: "Name", "Old Park", "Bark Park"; a new item's are not listed. */
export function auditChanges(
  entry: AuditEntry,
): { field: string; before: string; after: string }[] {
  const before = fieldsOf(entry.before);
  const after = fieldsOf(entry.after);
  if (entry.before === null) return [];
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => field !== 'name' || before.name !== after.name,
  );
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({
      field: labelOf(field),
      before: valueText(before[field]),
      after: entry.after === null ? 'deleted' : valueText(after[field]),
    }));
}

/** The kinds the log can be narrowed to, in words. */
export const auditKindLabels: Record<AuditKind, string> = {
  suggestion: 'Suggestions',
  place: 'Places',
  report: 'Reports',
  review: 'Reviews',
  photo: 'Photos',
  user: 'People',
  announcement: 'Announcements',
};

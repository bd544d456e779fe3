import type { z } from 'zod';
import type { AuditAction, auditEntrySchema } from '@waggle/shared/admin';
import { useAuditLog } from '../api/get-audit-log';
import { momentText } from '../dates';
import { AdminSection, cardClasses } from './admin-section';
import { capitalized, personName } from '../words';
import { QueryList } from './query-list';

type AuditEntry = z.infer<typeof auditEntrySchema>;

// The audit log's `<what>.<verb>` actions in words; one a newer server adds shows as it is.
const actionTexts: Record<AuditAction, string> = {
  'suggestion.approve': 'approved a suggestion',
  'suggestion.reject': 'rejected a suggestion',
  'place.create': 'added a place',
  'place.update': 'edited a place',
  'place.hide': 'changed whether a place is shown',
  'place.verify': 'verified a place',
  'report.resolve': 'acted on a report',
  'report.dismiss': 'dismissed a report',
  'review.hide': 'hid a review',
  'review.restore': 'restored a review',
  'review.delete': "deleted someone's review",
  'photo.remove': 'removed a photo',
  'user.grant_admin': 'made someone an admin',
  'user.revoke_admin': "removed someone's admin rights",
};

function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  return (
    <article className={cardClasses}>
      <p className="text-sm text-stone-900 dark:text-stone-50">
        <span className="font-semibold">{personName(entry.actor)}</span>{' '}
        {actionTexts[entry.action as AuditAction] ?? entry.action}
      </p>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
        <time dateTime={entry.createdAt}>{momentText(entry.createdAt)}</time> ·{' '}
        {capitalized(entry.targetType)} #{entry.targetId}
      </p>
    </article>
  );
}

export function ActivitySection() {
  const log = useAuditLog();
  return (
    <AdminSection title="Activity">
      <QueryList
        query={log}
        what="activity"
        items={(data) => data.entries}
        empty="Nothing has been moderated yet."
      >
        {(entry) => <AuditEntryCard entry={entry} />}
      </QueryList>
    </AdminSection>
  );
}

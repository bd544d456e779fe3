import type { AuditEntry } from '@waggle/shared/admin';
import { useAuditLog } from '../api/get-audit-log';
import { auditEntryText } from '../audit-entry-text';
import { momentText } from '../dates';
import { personName } from '../words';
import { AdminSection, cardClasses } from './admin-section';
import { QueryList } from './query-list';

function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  return (
    <article className={cardClasses}>
      <p className="text-sm text-stone-900 dark:text-stone-50">
        <span className="font-semibold">{personName(entry.actor)}</span> {auditEntryText(entry)}
      </p>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
        <time dateTime={entry.createdAt}>{momentText(entry.createdAt)}</time>
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

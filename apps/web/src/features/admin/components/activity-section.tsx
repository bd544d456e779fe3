import { auditKinds, type AuditEntry, type AuditKind } from '@waggle/shared/admin';
import { useState } from 'react';
import { Link } from 'wouter';
import { LabelledField, lineControlClasses } from '../../../components/ui/labelled-field';
import { useAuditLog } from '../api/get-audit-log';
import { auditChanges, auditKindLabels, auditTargetLink } from '../audit-entry-details';
import { auditEntryText } from '../audit-entry-text';
import { momentText } from '../../../lib/dates';
import { personName } from '../words';
import { AdminSection, cardClasses } from './admin-section';
import { QueryList } from './query-list';

/**
 * One entry (docs/product.md#activity-log): who did what, a link to it, the admin's note and the
 * changed fields before and after.
 */
function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const link = auditTargetLink(entry);
  const changes = auditChanges(entry);
  return (
    <article className={cardClasses}>
      <p className="text-sm text-stone-900 dark:text-stone-50">
        <span className="font-semibold">{personName(entry.actor)}</span> {auditEntryText(entry)}
      </p>
      {entry.note && (
        <p className="mt-2 text-sm whitespace-pre-line text-stone-800 dark:text-stone-200">
          <span className="font-medium">Note:</span> {entry.note}
        </p>
      )}
      {changes.length > 0 && (
        <ul
          className="mt-2 grid gap-1 text-sm text-stone-700 dark:text-stone-300"
          aria-label="Changes"
        >
          {changes.map(({ field, before, after }) => (
            <li key={field} className="break-words">
              {field}: {before} → {after}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">
        <time dateTime={entry.createdAt}>{momentText(entry.createdAt)}</time>
      </p>
      {link && (
        <Link
          href={link.href}
          className="mt-1 inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline dark:text-brand-300"
        >
          {link.label}
        </Link>
      )}
    </article>
  );
}

const everything = '';

/** A choice among `options`, or everything. */
function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <LabelledField label={label} error={undefined}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={lineControlClasses}
        >
          <option value={everything}>All</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}

const isKind = (value: string): value is AuditKind =>
  (auditKinds as readonly string[]).includes(value);

export function ActivitySection() {
  const [actor, setActor] = useState(everything);
  const [kind, setKind] = useState(everything);
  const log = useAuditLog({
    actor: actor === everything ? undefined : Number(actor),
    kind: isKind(kind) ? kind : undefined,
  });
  const actors = log.data?.actors ?? [];
  const filtered = actor !== everything || kind !== everything;
  return (
    <AdminSection title="Activity">
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <FilterSelect
          label="Admin"
          value={actor}
          onChange={setActor}
          options={actors.map((person) => ({ value: String(person.id), label: person.name }))}
        />
        <FilterSelect
          label="Kind"
          value={kind}
          onChange={setKind}
          options={auditKinds.map((value) => ({ value, label: auditKindLabels[value] }))}
        />
      </div>
      <QueryList
        query={log}
        what="activity"
        items={(data) => data.entries}
        empty={filtered ? 'Nothing matches these filters.' : 'Nothing has been moderated yet.'}
      >
        {(entry) => <AuditEntryCard entry={entry} />}
      </QueryList>
    </AdminSection>
  );
}

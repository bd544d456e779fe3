import type { AdminReport } from '@waggle/shared/admin';
import { reportReasonLabels } from '@waggle/shared/reports';
import { Link } from 'wouter';
import { paths } from '../../../lib/paths';
import { useResolveReport } from '../api/resolve-report';
import { dayText } from '../dates';
import { ActionButton } from './action-button';
import { cardClasses } from './admin-section';
import { personName } from '../words';
import { ReviewExcerpt } from './review-excerpt';

const targetNames = { place: 'Place', review: 'Review' } as const;

export function ReportCard({ report }: { report: AdminReport }) {
  const resolution = useResolveReport();
  const running = resolution.isPending ? resolution.variables.action : null;
  const target = targetNames[report.target];
  return (
    <article className={cardClasses}>
      <h3 className="font-semibold text-stone-900 dark:text-stone-50">
        {target} reported: {reportReasonLabels[report.reason]}
      </h3>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
        By {personName(report.reporter)} on {dayText(report.createdAt)}
      </p>
      {report.note && (
        <blockquote className="mt-2 border-l-4 border-stone-300 pl-3 text-sm text-stone-800 dark:border-stone-600 dark:text-stone-200">
          {report.note}
        </blockquote>
      )}
      <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">
        {report.target === 'review' ? 'Review of ' : 'Place: '}
        <Link
          href={paths.location(report.place.id)}
          className="font-medium text-brand-800 underline dark:text-brand-300"
        >
          {report.place.name}
        </Link>
      </p>
      {report.review && <ReviewExcerpt review={report.review} />}
      <div className="mt-4 flex flex-wrap gap-2">
        <ActionButton
          variant="danger"
          busy={running === 'hide'}
          disabled={running !== null}
          busyText="Hiding…"
          onClick={() => resolution.mutate({ report, action: 'hide' })}
        >
          Hide {target.toLowerCase()}
        </ActionButton>
        <ActionButton
          busy={running === 'dismiss'}
          disabled={running !== null}
          busyText="Dismissing…"
          onClick={() => resolution.mutate({ report, action: 'dismiss' })}
        >
          Dismiss
        </ActionButton>
      </div>
    </article>
  );
}

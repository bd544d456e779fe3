import type { AdminReport } from '@waggle/shared/admin';
import { reportReasonLabels } from '@waggle/shared/reports';
import { useResolveReport } from '../api/resolve-report';
import { ActionButton } from './action-button';
import { cardClasses } from './admin-section';
import { ReviewExcerpt } from './review-excerpt';
import { SentInHeading } from './sent-in-heading';
import { PlaceLine } from './suggestion-context';

const targetNames = { place: 'Place', review: 'Review' } as const;

export function ReportCard({ report }: { report: AdminReport }) {
  const resolution = useResolveReport();
  const running = resolution.isPending ? resolution.variables.action : null;
  const target = targetNames[report.target];
  return (
    <article className={cardClasses}>
      <SentInHeading
        title={`${target} reported: ${reportReasonLabels[report.reason]}`}
        sender={report.reporter}
        sentAt={report.createdAt}
        note={report.note}
      />
      <PlaceLine label={report.target === 'review' ? 'Review of' : 'Place:'} place={report.place} />
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

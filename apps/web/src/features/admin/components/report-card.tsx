import type { AdminReport } from '@waggle/shared/admin';
import { reportReasonLabels } from '@waggle/shared/reports';
import { useState } from 'react';
import { useResolveReport } from '../api/resolve-report';
import { ActionButton } from './action-button';
import { cardClasses } from './admin-section';
import { HideDialog } from './hide-dialog';
import { ReviewExcerpt } from './review-excerpt';
import { SentInHeading } from './sent-in-heading';
import { PlaceLine } from './suggestion-context';

const targetNames = { place: 'Place', review: 'Review' } as const;

/** "Review reported: Spam". */
export const reportTitle = (report: AdminReport) =>
  `${targetNames[report.target]} reported: ${reportReasonLabels[report.reason]}`;

export function ReportCard({ report }: { report: AdminReport }) {
  const resolution = useResolveReport();
  const running = resolution.isPending ? resolution.variables.action : null;
  const target = targetNames[report.target];
  const [hiding, setHiding] = useState(false);
  return (
    <article className={cardClasses}>
      <SentInHeading
        title={reportTitle(report)}
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
          onClick={() => setHiding(true)}
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
      <HideDialog
        open={hiding}
        onOpenChange={setHiding}
        title={`Hide this ${target.toLowerCase()}?`}
        description={
          report.target === 'review'
            ? 'Only its author and admins will see it. The author reads your reason.'
            : 'It disappears from the map, the lists and searches, with its reviews.'
        }
        confirmLabel={`Hide ${target.toLowerCase()}`}
        busy={running === 'hide'}
        onHide={(reason) => resolution.mutateAsync({ report, action: 'hide', reason })}
      />
    </article>
  );
}

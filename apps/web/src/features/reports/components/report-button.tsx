import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ButtonLink, secondaryButtonClasses } from '../../../components/ui/button-link';
import { Dialog } from '../../../components/ui/dialog';
import { discardDraft, useHasDraft } from '../../../lib/forms/drafts';
import { haptic } from '../../../lib/native/haptics';
import { signInPath } from '../../../lib/return-path';
import { reportDraftKey, type ReportTarget } from '../report-target';
import { ReportForm } from './report-form';

const compactClasses =
  'inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-medium text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700 dark:text-stone-300 dark:hover:bg-stone-800';

/**
 * "Report": a dialog to flag `target` for a moderator; signed out, it offers sign-in and comes
 * back here. `subject` names what is flagged ("Hyde Park", "Kim's review").
 */
export function ReportButton({
  target,
  subject,
  signedIn,
}: {
  target: ReportTarget;
  subject: string;
  signedIn: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const what = target.target === 'place' ? 'this place' : 'this review';
  const draftKey = reportDraftKey(target);
  const drafting = useHasDraft(draftKey);
  return (
    <>
      <button
        type="button"
        aria-label={`Report ${subject}`}
        className={target.target === 'place' ? secondaryButtonClasses : compactClasses}
        onClick={() => {
          haptic('buttonPress');
          setOpen(true);
        }}
      >
        <Flag aria-hidden="true" className="size-4" /> Report
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        closeButton
        dirty={signedIn && drafting}
        onDiscard={() => discardDraft(draftKey)}
        title={`Report ${what}`}
        description={
          signedIn
            ? `Tell a moderator what is wrong with ${subject}.`
            : `Sign in to report ${what}, so a moderator can follow up.`
        }
      >
        {signedIn ? (
          <ReportForm target={target} onSent={() => setOpen(false)} />
        ) : (
          <div className="mt-4">
            <ButtonLink href={signInPath(location)}>Sign in to report</ButtonLink>
          </div>
        )}
      </Dialog>
    </>
  );
}

/** A review's "Report" control, for lists of reviews (composed by the screens). */
export const reviewReportAction =
  (signedIn: boolean) => (review: { id: number; author: { name: string } }) => (
    <ReportButton
      target={{ target: 'review', reviewId: review.id }}
      subject={`${review.author.name}'s review`}
      signedIn={signedIn}
    />
  );

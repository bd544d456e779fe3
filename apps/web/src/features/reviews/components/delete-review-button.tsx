import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/errors';
import { haptic } from '../../../lib/native/haptics';
import { useDeleteReview } from '../api/delete-review';
import type { ReviewScope } from '../api/review-changed';
import { Button } from '../../../components/ui/button';

/** Deletes the caller's review once they confirm it in a dialog; `onDeleted` once it is gone. */
export function DeleteReviewButton({
  scope,
  reviewId,
  onDeleted,
}: {
  scope: ReviewScope;
  reviewId: number;
  onDeleted: () => void;
}) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteReview(scope);

  async function confirm() {
    try {
      await remove.mutateAsync(reviewId);
      toast({ title: 'Review deleted' });
      setOpen(false);
      onDeleted();
    } catch {
      // Said in the dialog (remove.error), not in a toast.
      haptic('genericError');
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          remove.reset();
          setOpen(true);
        }}
      >
        <Trash2 aria-hidden="true" className="size-4" /> Delete
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Delete your review?"
        description="Your rating, words and photos will be removed for good."
      >
        {remove.error && (
          <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
            Your review wasn't deleted. {errorMessage(remove.error)}
          </p>
        )}
        <div className="mt-6 flex flex-col gap-2">
          <Button variant="danger" disabled={remove.isPending} onClick={() => void confirm()}>
            {remove.isPending ? 'Deleting…' : 'Delete review'}
          </Button>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Keep it
          </Button>
        </div>
      </Dialog>
    </>
  );
}

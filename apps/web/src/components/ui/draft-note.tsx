import { Button } from './button';

/**
 * Says that what a page form holds is kept on this device until sent, with a way to throw it
 * away (docs/product.md#drafts). Shown while a draft is kept.
 */
export function DraftNote({ onDiscard }: { onDiscard: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-stone-700 dark:text-stone-300">
      <p>Your draft is kept on this device until you send it.</p>
      <Button variant="secondary" onClick={onDiscard}>
        Discard draft
      </Button>
    </div>
  );
}

import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import {
  createContext,
  useCallback,
  useContext,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { Button } from './button';
import { IconButton } from './icon-button';
import { useModalFocus } from './modal-focus';
import { useBackCloses } from './use-back-closes';

const contentClasses =
  'fixed inset-x-4 top-1/2 z-50 mx-auto max-h-[calc(100dvh-2rem)] max-w-sm -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl outline-none dark:bg-stone-900';
const titleClasses = 'text-lg font-semibold text-stone-900 dark:text-stone-50';
const descriptionClasses = 'mt-2 text-sm text-stone-700 dark:text-stone-300';

/** Closes the dialog around a control as Escape would: a dialog with a draft asks first. */
const CloseContext = createContext<() => void>(() => undefined);
export const useCloseDialog = () => useContext(CloseContext);

/** "Discard what you typed?", over a dialog being closed with a draft (docs/product.md#drafts). */
function DiscardQuestion({
  open,
  onKeep,
  onDiscard,
}: {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const focus = useModalFocus();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => !next && onKeep()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <DialogPrimitive.Content {...focus} role="alertdialog" className={contentClasses}>
          <DialogPrimitive.Title className={titleClasses}>
            Discard what you typed?
          </DialogPrimitive.Title>
          <DialogPrimitive.Description className={descriptionClasses}>
            Closing throws away what you've written here. Keep editing to send it later.
          </DialogPrimitive.Description>
          <div className="mt-5 flex flex-col gap-2">
            <Button onClick={onKeep}>Keep editing</Button>
            <Button variant="danger" onClick={onDiscard}>
              Discard
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/**
 * A modal dialog. The back button closes it (docs/product.md#drafts); with `dirty` (a draft is
 * kept), every way of closing it — back, Escape, a tap outside, the close button, Cancel through
 * `useCloseDialog` — asks first, and `onDiscard` forgets the draft when the person says so.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  initialFocus,
  dirty = false,
  onDiscard,
  closeButton = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children: ReactNode;
  /** What takes the focus as it opens, instead of its first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  dirty?: boolean;
  onDiscard?: () => void;
  /** A close button at the top (a dialog holding a form). */
  closeButton?: boolean;
}) {
  // A dialog holding a form takes the focus itself: its first field would open the on-screen
  // keyboard and select the field's text.
  const content = useRef<HTMLDivElement>(null);
  const focus = useModalFocus(initialFocus ?? (closeButton ? content : undefined));
  const [asking, setAsking] = useState(false);
  const requestClose = useCallback(() => {
    if (dirty) setAsking(true);
    else onOpenChange(false);
  }, [dirty, onOpenChange]);
  useBackCloses(open, requestClose);
  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <DialogPrimitive.Content ref={content} {...focus} className={contentClasses}>
          <div className="flex items-start justify-between gap-2">
            <DialogPrimitive.Title className={titleClasses}>{title}</DialogPrimitive.Title>
            {closeButton && (
              <IconButton
                label="Close"
                icon={X}
                look="plain"
                className="-mt-2 -mr-3"
                onClick={requestClose}
              />
            )}
          </div>
          <DialogPrimitive.Description className={descriptionClasses}>
            {description}
          </DialogPrimitive.Description>
          <CloseContext.Provider value={requestClose}>{children}</CloseContext.Provider>
          {/* Inside the dialog, so its layers stack: Escape answers the question first. */}
          <DiscardQuestion
            open={open && asking}
            onKeep={() => setAsking(false)}
            onDiscard={() => {
              setAsking(false);
              onDiscard?.();
              onOpenChange(false);
            }}
          />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

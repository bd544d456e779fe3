import { clsx } from 'clsx';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { iconButtonClasses } from './icon-button';
import { useModalFocus } from './modal-focus';
import { Tooltip } from './tooltip';
import type { ReactNode } from 'react';

/**
 * A modal panel rising from the bottom edge (docs/product.md#accessibility-sheet): tapping the
 * backdrop, the Close button or Escape closes it; `footer` holds its own way out (Done).
 */
export function BottomSheet({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  const focus = useModalFocus();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-testid="sheet-backdrop"
          className="fixed inset-0 z-[1100] bg-black/50"
        />
        <DialogPrimitive.Content
          {...focus}
          className="fixed inset-x-0 bottom-0 z-[1100] mx-auto flex max-h-[85dvh] max-w-md flex-col rounded-t-3xl bg-white pb-[env(safe-area-inset-bottom)] shadow-xl dark:bg-stone-900"
        >
          <div className="flex items-start justify-between gap-2 px-5 pt-4">
            <div>
              <DialogPrimitive.Title className="text-lg font-semibold text-stone-900 dark:text-stone-50">
                {title}
              </DialogPrimitive.Title>
              <DialogPrimitive.Description className="mt-1 text-sm text-stone-700 dark:text-stone-300">
                {description}
              </DialogPrimitive.Description>
            </div>
            <Tooltip label="Close">
              <DialogPrimitive.Close
                className={clsx(iconButtonClasses('plain'), '-mr-2')}
                aria-label="Close"
              >
                <X aria-hidden="true" className="size-5" />
              </DialogPrimitive.Close>
            </Tooltip>
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
          <div className="border-t border-stone-200 px-5 py-3 dark:border-stone-800">{footer}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

import * as DialogPrimitive from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { iconButtonClasses } from './icon-button';
import { useModalFocus } from './modal-focus';
import { Tooltip } from './tooltip';
import type { ReactNode } from 'react';

/** A modal panel sliding in from the left or right screen edge. */
export function SideSheet({
  open,
  onOpenChange,
  side,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side: 'left' | 'right';
  title: string;
  description: string;
  children: ReactNode;
}) {
  const focus = useModalFocus();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-[1100] bg-black/50" />
        <DialogPrimitive.Content
          {...focus}
          className={clsx(
            'fixed inset-y-0 z-[1100] flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white p-5 pt-[max(1.25rem,env(safe-area-inset-top))] shadow-xl dark:bg-stone-900',
            side === 'right' ? 'right-0' : 'left-0',
          )}
        >
          <div className="flex items-start justify-between gap-2">
            <DialogPrimitive.Title className="text-lg font-semibold text-stone-900 dark:text-stone-50">
              {title}
            </DialogPrimitive.Title>
            <Tooltip label="Close">
              <DialogPrimitive.Close
                className={clsx(iconButtonClasses('plain'), '-m-2')}
                aria-label="Close"
              >
                <X aria-hidden="true" className="size-5" />
              </DialogPrimitive.Close>
            </Tooltip>
          </div>
          <DialogPrimitive.Description className="mt-1 text-sm text-stone-700 dark:text-stone-300">
            {description}
          </DialogPrimitive.Description>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

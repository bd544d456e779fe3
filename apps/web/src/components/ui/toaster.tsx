import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { clsx } from 'clsx';
import { lazy, Suspense, type ReactElement } from 'react';
import { dismissToast, toastDurationMs, useToasts, type ToastVariant } from './toast-store';

// The toaster is part of the first paint, the tooltips' code is not (see tooltip.tsx): it loads
// with the first toast, usually from the cache of a screen that had it. If it cannot load
// (offline), the button goes without its tooltip rather than taking the toast down.
const Tooltip = lazy(() =>
  import('./tooltip').then(
    ({ Tooltip: loaded }) => ({ default: loaded }),
    () => ({ default: ({ children }: { label: string; children: ReactElement }) => children }),
  ),
);

/** The toast's icon-only Close, named in a tooltip like every icon button (docs/product.md#tooltips). */
function CloseButton() {
  const button = (
    <ToastPrimitive.Close
      aria-label="Close"
      className="absolute top-0 right-0 inline-flex size-11 items-center justify-center rounded-full opacity-80 hover:opacity-100"
    >
      <X aria-hidden="true" className="size-4" />
    </ToastPrimitive.Close>
  );
  return (
    <Suspense fallback={button}>
      <Tooltip label="Close">{button}</Tooltip>
    </Suspense>
  );
}

const variantClasses: Record<ToastVariant, string> = {
  default:
    'border-stone-200 bg-white text-stone-900 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-50',
  destructive: 'border-red-800 bg-red-700 text-white',
};

/** docs/product.md#toasts: swipe right past 50 px to dismiss, F8 focuses the toast region. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={toastDurationMs}
      swipeDirection="right"
      swipeThreshold={50}
      label="Notification"
    >
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          data-variant={item.variant ?? 'default'}
          className={clsx(
            'toast pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-12 shadow-lg',
            variantClasses[item.variant ?? 'default'],
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">
              {item.title}
            </ToastPrimitive.Title>
            {item.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {item.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <CloseButton />
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        // Above the bottom bar, clear of every screen's header and back link.
        className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-[100] mx-auto flex max-w-md flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}

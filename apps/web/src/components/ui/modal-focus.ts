import { useRef, type RefObject } from 'react';

/**
 * Where the focus goes as a modal (dialog or sheet) opens and closes: to `initialFocus` (else its
 * first control) as it opens, and back to the control that opened it as it closes. The app's
 * modals open from their own state, not from Radix's Trigger, so Radix alone would leave the
 * focus on the page's body when one closes (WCAG 2.4.3 Focus order).
 */
export function useModalFocus(initialFocus?: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      // Still the control that was pressed: the modal has not taken the focus yet.
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (!initialFocus?.current) return;
      event.preventDefault();
      initialFocus.current.focus();
    },
    onCloseAutoFocus: (event: Event) => {
      const control = opener.current;
      opener.current = null;
      if (!control?.isConnected) return;
      event.preventDefault();
      control.focus();
    },
  };
}

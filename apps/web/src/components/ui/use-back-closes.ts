import { useEffect, useRef } from 'react';

// docs/product.md#drafts: the browser's back button closes an open dialog instead of leaving the
// page. While the dialog is open an entry of its own sits on top of the history (same address);
// back takes it off, and the dialog is asked to close (it may ask first, keeping the entry).

const entryKey = 'waggleDialog';
let lastId = 0;
/** An entry whose dialog just closed: taken off unless the same dialog comes straight back. */
let closing: number | null = null;

const entryOnTop = (): number | undefined => {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null) return undefined;
  const id: unknown = (state as Record<string, unknown>)[entryKey];
  return typeof id === 'number' ? id : undefined;
};

function pushEntry(id: number) {
  const state: unknown = window.history.state;
  const kept = typeof state === 'object' && state !== null ? state : {};
  window.history.pushState({ ...kept, [entryKey]: id }, '');
}

/** While `open`, the back button calls `requestClose` rather than leaving the page. */
export function useBackCloses(open: boolean, requestClose: () => void): void {
  const latest = useRef(requestClose);
  useEffect(() => {
    latest.current = requestClose;
  }, [requestClose]);
  useEffect(() => {
    if (!open) return;
    let id: number;
    // React may unmount and mount an effect at once (StrictMode): the entry is kept then.
    if (closing !== null && entryOnTop() === closing) {
      id = closing;
      closing = null;
    } else {
      id = ++lastId;
      pushEntry(id);
    }
    const onPop = () => {
      if (entryOnTop() === id) return;
      // Back took the entry off: put it back while the dialog decides whether it closes.
      pushEntry(id);
      latest.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      closing = id;
      setTimeout(() => {
        if (closing !== id) return;
        closing = null;
        if (entryOnTop() === id) window.history.back();
      });
    };
  }, [open]);
}

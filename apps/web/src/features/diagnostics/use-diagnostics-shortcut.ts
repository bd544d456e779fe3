import { useEffect, useState } from 'react';

/** docs/product.md#diagnostics-panel: Alt+A shows or hides the diagnostics panel, from anywhere. */
export function useDiagnosticsShortcut(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // The key's place, not its letter: Alt+A types "å" on a Mac.
      if (!event.altKey || event.ctrlKey || event.metaKey || event.code !== 'KeyA') return;
      event.preventDefault();
      setOpen((shown) => !shown);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return [open, setOpen];
}

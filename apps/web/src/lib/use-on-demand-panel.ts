import { useCallback, useState, type ComponentType } from 'react';
import { toastError } from './errors';

/**
 * A panel (a sheet, a menu) whose code loads when it is first opened rather than with its screen.
 * `Panel` is null until then and kept afterwards, so that it can animate closed; once loaded,
 * `show()` opens it in the very event that asks. A load that fails (offline) says so in a toast
 * titled `failureTitle`, and the next `show()` tries again.
 */
export function useOnDemandPanel<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  failureTitle: string,
) {
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<ComponentType<Props> | null>(null);
  const show = useCallback(() => {
    if (Panel) {
      setOpen(true);
      return;
    }
    load().then(
      (loaded) => {
        setPanel(() => loaded);
        setOpen(true);
      },
      (error: unknown) => toastError(failureTitle, error),
    );
  }, [Panel, load, failureTitle]);
  return { Panel, open, setOpen, show };
}

import { useEffect, useRef } from 'react';

/**
 * A ref for an element (a heading with tabIndex -1) that takes the focus when it is shown with
 * `active` set, or when `active` turns true: after an action whose control has gone.
 */
export function useFocusWhen<T extends HTMLElement>(active: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (active) ref.current?.focus();
  }, [active]);
  return ref;
}

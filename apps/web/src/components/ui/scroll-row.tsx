import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A row of chips that scrolls sideways: by swiping on a phone, and with a mouse wheel on a
 * desktop (a vertical wheel turn scrolls the row while it can still move that way).
 */
export function ScrollRow({ label, children }: { label: string; children: ReactNode }) {
  const row = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY === 0 || Math.abs(event.deltaX) > Math.abs(event.deltaY)) return;
      const max = element.scrollWidth - element.clientWidth;
      const canMove = event.deltaY > 0 ? element.scrollLeft < max - 1 : element.scrollLeft > 0;
      if (!canMove) return;
      event.preventDefault();
      element.scrollLeft += event.deltaY;
    };
    // Not passive: the page must not scroll while the row takes the wheel.
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);
  return (
    <div
      ref={row}
      role="group"
      aria-label={label}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:px-0"
    >
      {children}
    </div>
  );
}

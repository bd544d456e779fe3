import { useEffect } from 'react';
import { swipeDistancePx, type CategoryMenuSettings } from './menu-settings';

/** Touches starting this close to the screen edge can open the menu. */
const edgeZonePx = 24;

/** Calls `onOpen` when a touch starts at the menu's screen edge and swipes inwards far enough. */
export function useEdgeSwipe(settings: CategoryMenuSettings, onOpen: () => void): void {
  const { side, gesturesEnabled, sensitivity } = settings;
  useEffect(() => {
    if (!gesturesEnabled) return;
    let start: { x: number; y: number } | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!touch || event.touches.length > 1) return;
      const fromEdge = side === 'right' ? window.innerWidth - touch.clientX : touch.clientX;
      start = fromEdge <= edgeZonePx ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!start || !touch) return;
      const inwards = side === 'right' ? start.x - touch.clientX : touch.clientX - start.x;
      if (inwards >= swipeDistancePx(sensitivity) && inwards > Math.abs(touch.clientY - start.y)) {
        start = null;
        onOpen();
      }
    };
    const onEnd = () => {
      start = null;
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
    };
  }, [side, gesturesEnabled, sensitivity, onOpen]);
}

import { useEffect, useRef, useState } from 'react';

// docs/product.md#splash: 1800 ms in all, fading for the last 300 ms.
const splashDurationMs = 1800;
export const splashFadeMs = 300;

export type SplashPhase = 'visible' | 'fading' | 'finished';

export function useSplashPhase(onFinish: () => void): SplashPhase {
  const [phase, setPhase] = useState<SplashPhase>('visible');
  const finish = useRef(onFinish);
  useEffect(() => {
    finish.current = onFinish;
  }, [onFinish]);

  useEffect(() => {
    // The splash is on screen from the page's first paint (index.html's copy), so its 1800 ms
    // count from the page's start, not from when this copy mounts (performance.now()'s origin).
    const shownFor = performance.now();
    const fade = setTimeout(
      () => setPhase('fading'),
      Math.max(0, splashDurationMs - splashFadeMs - shownFor),
    );
    const done = setTimeout(
      () => {
        setPhase('finished');
        finish.current();
      },
      Math.max(0, splashDurationMs - shownFor),
    );
    return () => {
      clearTimeout(fade);
      clearTimeout(done);
    };
  }, []);

  return phase;
}

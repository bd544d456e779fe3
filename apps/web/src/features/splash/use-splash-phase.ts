import { useEffect, useRef, useState } from 'react';

// spec §2 Startup sequence, §9 Splash: 1800 ms in all, fading for the last 300 ms.
export const splashDurationMs = 1800;
export const splashFadeMs = 300;

export type SplashPhase = 'visible' | 'fading' | 'finished';

export function useSplashPhase(onFinish: () => void): SplashPhase {
  const [phase, setPhase] = useState<SplashPhase>('visible');
  const finish = useRef(onFinish);
  useEffect(() => {
    finish.current = onFinish;
  }, [onFinish]);

  useEffect(() => {
    const fade = setTimeout(() => setPhase('fading'), splashDurationMs - splashFadeMs);
    const done = setTimeout(() => {
      setPhase('finished');
      finish.current();
    }, splashDurationMs);
    return () => {
      clearTimeout(fade);
      clearTimeout(done);
    };
  }, []);

  return phase;
}

import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { splashFadeMs, useSplashPhase } from './use-splash-phase';

/**
 * The splash in the theme the page was painted in (the before-paint script set it): the very
 * image index.html's copy shows (a data: URL there), so that it is not decoded, laid out and
 * painted a second time.
 */
function splashImage(): string {
  const theme = document.documentElement.classList.contains('dark') ? 'dark' : 'light';
  const painted = document.querySelector<HTMLImageElement>(
    `#boot-splash img[data-theme="${theme}"]`,
  );
  return (
    painted?.getAttribute('src') ?? `/images/${theme === 'dark' ? 'splash-dark' : 'splash'}.svg`
  );
}

const removeBootSplash = () => document.getElementById('boot-splash')?.remove();

/** Full-screen splash image with three loading dots (docs/product.md#start-up). */
export function SplashScreen({ onFinish }: { onFinish: () => void }) {
  // The static copy goes at the latest when the splash ends: when both timers fire in one go
  // (a throttled tab), the parent unmounts this before its effect would see the fade.
  const phase = useSplashPhase(() => {
    removeBootSplash();
    onFinish();
  });
  // Read once: the static copy it comes from is removed as the fade starts.
  const [image] = useState(splashImage);
  // index.html's static copy sits underneath until this one starts to fade.
  useEffect(() => {
    if (phase !== 'visible') removeBootSplash();
  }, [phase]);
  if (phase === 'finished') return null;
  return (
    <div
      data-testid="splash"
      data-phase={phase}
      role="status"
      aria-live="polite"
      className={clsx(
        'fixed inset-0 z-50 flex flex-col items-center justify-center bg-brand-100 transition-opacity ease-out motion-reduce:transition-none dark:bg-stone-900',
        phase === 'fading' ? 'opacity-0' : 'opacity-100',
      )}
      style={{ transitionDuration: `${splashFadeMs}ms` }}
    >
      <img
        src={image}
        alt="Waggle, the dog-friendly community guide"
        className="h-full max-h-[70vh] w-full max-w-md object-contain"
        width="480"
        height="640"
        fetchPriority="high"
      />
      <span className="sr-only">Loading…</span>
      <div className="mt-6 flex gap-2" aria-hidden="true">
        {[0, 1, 2].map((dot) => (
          <span
            key={dot}
            className="splash-dot size-3 rounded-full bg-brand-700 dark:bg-brand-400"
            style={{ animationDelay: `${dot * 160}ms` }}
          />
        ))}
      </div>
    </div>
  );
}

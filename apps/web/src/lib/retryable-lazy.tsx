import { lazy, type ComponentType } from 'react';

/** How to start each component whose last load failed over. */
const failedLoads = new Set<() => void>();

/**
 * A component whose code loads on demand (docs/product.md#routes-and-navigation, the map). React keeps a failed lazy
 * load failed for good, so one that could not load (offline, or a deploy replaced its chunk)
 * gets a new loader when `retryFailedLoads` runs.
 */
export function retryableLazy<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  const attempt = () =>
    load().catch((error: unknown) => {
      failedLoads.add(reset);
      throw error;
    });
  let Loaded = lazy(attempt);
  function reset() {
    Loaded = lazy(attempt);
  }
  return (props: Props) => <Loaded {...props} />;
}

/** Gives every component that failed to load a fresh loader; the next render loads it again. */
export function retryFailedLoads(): void {
  for (const reset of failedLoads) reset();
  failedLoads.clear();
}

/** The error a browser gives for a module it could not fetch (Chromium, Firefox, Safari, Vite). */
export const isCodeLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  /dynamically imported module|importing a module script failed|preload (css|module)/i.test(
    error.message,
  );

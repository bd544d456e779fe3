import { lazy, type ComponentType } from 'react';

type ScreenModule = Promise<{ default: ComponentType }>;

export interface LazyScreen {
  Screen: ComponentType;
  /** After a failed load, the next render loads the screen's code again. */
  retry: () => void;
}

/**
 * A screen whose code loads on demand (spec §2). React keeps a failed lazy load failed for good,
 * so a screen that could not load (offline, or a deploy replaced its chunk) gets a new loader on
 * retry.
 */
export function lazyScreen(load: () => ScreenModule): LazyScreen {
  let failed = false;
  const attempt = () =>
    load().catch((error: unknown) => {
      failed = true;
      throw error;
    });
  let Loaded = lazy(attempt);
  return {
    Screen: () => <Loaded />,
    retry: () => {
      if (!failed) return;
      failed = false;
      Loaded = lazy(attempt);
    },
  };
}

/** The error a browser gives for a module it could not fetch (Chromium, Firefox, Safari, Vite). */
export const isCodeLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  /dynamically imported module|importing a module script failed|preload (css|module)/i.test(
    error.message,
  );

// docs/product.md#reconnecting: how the app finds its way back to live data by itself.

const firstDelayMs = 2000;
const longestDelayMs = 30_000;

/** The wait before the check after `failed` failed ones: 2 s, 4 s, 8 s … and at most 30 s. */
export const reconnectDelayMs = (failed: number): number =>
  Math.min(firstDelayMs * 2 ** failed, longestDelayMs);

/**
 * Checks the connection again and again, on the backoff schedule, and at once when the browser
 * says it is back online, when the page comes back into view or when the window gets the focus,
 * until a check answers `true`. One check at a time. `failedBefore` checks already failed go on
 * counting (the schedule carries on where it was). Returns how to stop.
 */
export function keepReconnecting(check: () => Promise<boolean>, failedBefore = 0): () => void {
  let failed = failedBefore;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let stopped = false;

  const run = async () => {
    if (running || stopped) return;
    running = true;
    clearTimeout(timer);
    const back = await check().catch(() => false);
    running = false;
    if (stopped) return;
    if (back) return stop();
    timer = setTimeout(() => void run(), reconnectDelayMs(failed));
    failed += 1;
  };
  const now = () => void run();
  const whenVisible = () => {
    if (document.visibilityState === 'visible') now();
  };

  function stop() {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', now);
    window.removeEventListener('focus', now);
    document.removeEventListener('visibilitychange', whenVisible);
  }

  window.addEventListener('online', now);
  window.addEventListener('focus', now);
  document.addEventListener('visibilitychange', whenVisible);
  timer = setTimeout(now, reconnectDelayMs(failed));
  failed += 1;
  return stop;
}

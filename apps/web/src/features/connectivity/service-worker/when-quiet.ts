/** How long the page must go without a long task before the worker's install may start. */
export const quietMs = 2000;
/** A page that never goes quiet still gets its worker this long after it loaded. */
export const longestWaitMs = 15_000;

const observesLongTasks = () =>
  typeof PerformanceObserver !== 'undefined' &&
  PerformanceObserver.supportedEntryTypes.includes('longtask');

/**
 * Resolves once the page has gone `quietMs` without a long task (50 ms or more of main-thread
 * work), or `longestWaitMs` at the latest. Where the browser cannot report long tasks it waits
 * `quietMs`. The first screen's code, data and rendering then have the device to themselves.
 */
export function whenQuiet(): Promise<void> {
  return new Promise((resolve) => {
    const observer = observesLongTasks() ? new PerformanceObserver(restart) : null;
    let timer = setTimeout(done, quietMs);
    const deadline = setTimeout(done, longestWaitMs);
    observer?.observe({ type: 'longtask' });

    function restart() {
      clearTimeout(timer);
      timer = setTimeout(done, quietMs);
    }
    function done() {
      clearTimeout(timer);
      clearTimeout(deadline);
      observer?.disconnect();
      resolve();
    }
  });
}

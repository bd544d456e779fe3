// Where the current page stands in the app's own history. `history.length` cannot tell: it counts
// the forward entries too (after a back, a second back would find nothing behind). So each entry
// carries its index in `history.state`, written as it is pushed: 0 is the first page the app
// showed, and a back from there leaves the app's history.

const indexKey = 'waggleHistoryIndex';

function readIndex(state: unknown): number | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const index: unknown = (state as Record<string, unknown>)[indexKey];
  return typeof index === 'number' ? index : undefined;
}

function writeIndex(history: History, index: number): void {
  const state: unknown = history.state;
  // Only an object, or no state at all, can carry the index without losing what was stored.
  if (state !== null && (typeof state !== 'object' || Array.isArray(state))) return;
  history.replaceState({ ...(state as Record<string, unknown> | null), [indexKey]: index }, '');
}

/** The current entry's index in the app's history: 0 for the first one, or one not numbered. */
export const historyIndex = (history: History): number => readIndex(history.state) ?? 0;

/**
 * Numbers the history entries from here on, the current one 0 unless it has its number (a
 * reload). The router's navigation announces itself: wouter dispatches `pushState` and
 * `replaceState` on window as it calls them. Returns how to stop.
 */
export function numberHistoryEntries(win: Window): () => void {
  const { history } = win;
  const numbered = readIndex(history.state);
  let current = numbered ?? 0;
  if (numbered === undefined) writeIndex(history, current);
  const onPush = () => {
    current += 1;
    writeIndex(history, current);
  };
  // A replaced entry keeps its place; the index written just now arrives here too.
  const onReplace = () => {
    const written = readIndex(history.state);
    if (written === undefined) writeIndex(history, current);
    else current = written;
  };
  const onPop = () => {
    current = historyIndex(history);
  };
  win.addEventListener('pushState', onPush);
  win.addEventListener('replaceState', onReplace);
  win.addEventListener('popstate', onPop);
  return () => {
    win.removeEventListener('pushState', onPush);
    win.removeEventListener('replaceState', onReplace);
    win.removeEventListener('popstate', onPop);
  };
}

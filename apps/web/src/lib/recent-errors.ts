/** The last failures the app met, newest first, for the diagnostics panel (support staff). */
export interface RecentError {
  at: Date;
  /** Where it surfaced: a toast's title, "Uncaught error", … */
  where: string;
  message: string;
}

const kept = 10;
const errors: RecentError[] = [];

export function recordError(where: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  errors.unshift({ at: new Date(), where, message });
  errors.length = Math.min(errors.length, kept);
}

export const recentErrors = (): readonly RecentError[] => [...errors];

/** Records what nothing else caught; returns how to stop. */
export function recordUncaughtErrors(win: Window): () => void {
  const onError = (event: ErrorEvent) =>
    recordError('Uncaught error', event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) =>
    recordError('Unhandled rejection', event.reason);
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}

/**
 * The only module that reads build-time configuration (STYLE.md §5). Values come from `VITE_*`
 * variables at build time; the README's configuration table lists them.
 */
export interface WebEnv {
  /** Origin of the hosted API for the native apps (spec §7 "{host}"); the web app uses its own. */
  apiOrigin: string;
}

export function webEnv(): WebEnv {
  const apiOrigin: unknown = import.meta.env.VITE_API_ORIGIN;
  return { apiOrigin: typeof apiOrigin === 'string' ? apiOrigin.replace(/\/+$/, '') : '' };
}

/** spec §8 "Missing environment variable": a configuration error where the value is needed. */
export function requireEnv<K extends keyof WebEnv>(key: K, variable: string): WebEnv[K] {
  const value = webEnv()[key];
  if (!value) {
    throw new Error(`Configuration error: ${variable} is not set. Set it when building the app.`);
  }
  return value;
}

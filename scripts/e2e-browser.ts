// Where the e2e suite finds its browser: the system Chromium, never a downloaded one.
import { existsSync } from 'node:fs';

export type E2eBrowser =
  | { found: true; path: string }
  /** `fatal` when CI is set: there a missing browser fails the run instead of skipping e2e. */
  | { found: false; message: string; fatal: boolean };

export function findE2eBrowser(): E2eBrowser {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return { found: true, path };
  const problem = `No Chromium at ${path} (set CHROME_PATH, or apt-get install -y chromium).`;
  return process.env.CI
    ? { found: false, message: `e2e: ${problem} CI is set, so this is a failure.`, fatal: true }
    : { found: false, message: `!!! e2e SKIPPED: ${problem} !!!`, fatal: false };
}

// Where the e2e suite finds its browsers: the system Chromium, never a downloaded one.
import { existsSync } from 'node:fs';

/**
 * Debian's build of Chromium's headless shell, the browser Playwright itself runs headless tests
 * in: the same Blink and V8 without the full browser around them, at 0.77 of the suite's wall
 * time. Optional: without it the tests run in the full Chromium.
 */
const headlessShellPath = '/usr/bin/chromium-headless-shell';

export type E2eBrowser =
  /** `path` is the full Chromium; `headlessShell` the browser the tests run in, when installed. */
  | { found: true; path: string; headlessShell?: string }
  /** `fatal` when CI is set: there a missing browser fails the run instead of skipping e2e. */
  | { found: false; message: string; fatal: boolean };

/**
 * The full Chromium is needed in any case: only it tells whether the app can be installed
 * (service-worker.spec.ts), and Lighthouse measures in it.
 */
export function findE2eBrowser(): E2eBrowser {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) {
    return {
      found: true,
      path,
      ...(existsSync(headlessShellPath) && { headlessShell: headlessShellPath }),
    };
  }
  const problem = `No Chromium at ${path} (set CHROME_PATH, or apt-get install -y chromium).`;
  return process.env.CI
    ? { found: false, message: `e2e: ${problem} CI is set, so this is a failure.`, fatal: true }
    : { found: false, message: `!!! e2e SKIPPED: ${problem} !!!`, fatal: false };
}

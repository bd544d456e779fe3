// Runs the Playwright e2e suite on the current web build against the system Chromium.
import { spawnSync } from 'node:child_process';
import { findE2eBrowser } from './e2e-browser';

const browser = findE2eBrowser();
if (!browser.found) {
  if (browser.fatal) {
    console.error(browser.message);
    process.exit(1);
  }
  console.warn(`\n${browser.message}\n`);
  process.exit(0);
}

const result = spawnSync(
  'npx',
  ['playwright', 'test', '--config', 'apps/web/playwright.config.ts', ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, CHROME_PATH: browser.path } },
);
process.exit(result.status ?? 1);

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

// The suite's own config unless the caller names another (`npm run screenshots`).
const args = process.argv.slice(2);
const config = args.includes('--config') ? [] : ['--config', 'apps/web/playwright.config.ts'];
const result = spawnSync('npx', ['playwright', 'test', ...config, ...args], {
  stdio: 'inherit',
  env: {
    ...process.env,
    CHROME_PATH: browser.path,
    ...(browser.headlessShell && { E2E_BROWSER_PATH: browser.headlessShell }),
  },
});
process.exit(result.status ?? 1);

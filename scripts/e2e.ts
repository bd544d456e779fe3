// Runs the Playwright e2e suite against the system Chromium (never a downloaded browser).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chrome)) {
  const message = `No Chromium at ${chrome} (set CHROME_PATH, or apt-get install -y chromium).`;
  if (process.env.CI) {
    console.error(`e2e: ${message} CI is set, so this is a failure.`);
    process.exit(1);
  }
  console.warn(`\n!!! e2e SKIPPED: ${message} !!!\n`);
  process.exit(0);
}

// The suite's own config unless the caller names another (`npm run screenshots`).
const args = process.argv.slice(2);
const config = args.includes('--config') ? [] : ['--config', 'apps/web/playwright.config.ts'];
const result = spawnSync('npx', ['playwright', 'test', ...config, ...args], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chrome },
});
process.exit(result.status ?? 1);

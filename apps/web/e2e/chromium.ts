/** The system Chromium (never a downloaded browser) and the flags it runs with here. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** What the tests run in: Chromium's headless shell when scripts/e2e-browser.ts found one. */
export const e2eBrowserPath = process.env.E2E_BROWSER_PATH ?? chromiumPath;

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

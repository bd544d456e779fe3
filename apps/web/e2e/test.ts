import { test as base, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

// A 1×1 PNG: map tiles cannot load here, so every test answers for the tile server.
const blankTile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
  'base64',
);

export const tileRequests = /^https:\/\/tile\.openstreetmap\.org\//;

const stubTiles = (page: Page) =>
  page.route(tileRequests, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: blankTile }),
  );

/**
 * The suite shares one server, so the announcements one test publishes would open their dialog
 * over every other test's screens: elsewhere the device has seen everything up to the year 9999
 * (docs/product.md#sign-in-and-session: only messages published after the last-seen time are unread).
 */
const seenEverything = (context: BrowserContext) =>
  context.addInitScript(() => localStorage.setItem('motd_lastSeen', '9999-12-31T00:00:00.000Z'));

export const test = base.extend<{
  /** Set false where a test looks at the announcements themselves. */
  announcementsSeen: boolean;
  prepared: void;
  /** Another person's phone: a page in a context of its own (the suite's device settings). */
  otherPage: () => Promise<Page>;
}>({
  announcementsSeen: [true, { option: true }],
  prepared: [
    async ({ page, context, announcementsSeen }, use) => {
      await stubTiles(page);
      if (announcementsSeen) await seenEverything(context);
      await use();
    },
    { auto: true },
  ],
  otherPage: async ({ browser, announcementsSeen }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext();
      contexts.push(context);
      if (announcementsSeen) await seenEverything(context);
      const page = await context.newPage();
      await stubTiles(page);
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

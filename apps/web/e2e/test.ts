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

export const test = base.extend<{
  stubbedTiles: void;
  /** Another person's phone: a page in a context of its own (the suite's device settings). */
  otherPage: () => Promise<Page>;
}>({
  stubbedTiles: [
    async ({ page }, use) => {
      await stubTiles(page);
      await use();
    },
    { auto: true },
  ],
  otherPage: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext();
      contexts.push(context);
      const page = await context.newPage();
      await stubTiles(page);
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

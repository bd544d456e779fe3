import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

// A 1×1 PNG: map tiles cannot load here, so every test answers for the tile server.
const blankTile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
  'base64',
);

export const tileRequests = /^https:\/\/tile\.openstreetmap\.org\//;

export const test = base.extend<{ stubbedTiles: void }>({
  stubbedTiles: [
    async ({ page }, use) => {
      await page.route(tileRequests, (route) =>
        route.fulfill({ status: 200, contentType: 'image/png', body: blankTile }),
      );
      await use();
    },
    { auto: true },
  ],
});

// `npm run screenshots`: screens on a 1440 px desktop (docs/product.md#wide-screens), written to
// docs/screenshots/: a place with its map beside the details, and Settings and the announcements
// archive as one readable column.
import { stubAnnouncements } from '../announcement-stub';
import { expectLoaded, goInApp, openApp, placeIdOf } from '../app';
import { fixturePlaces } from '../fixtures/places';
import { expect, test } from '../test';
import { shot } from './shot';

test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

test('a place, Settings and the archive on a desktop', async ({ page, request }) => {
  await stubAnnouncements(page);
  await openApp(page, `/location/${await placeIdOf(request, fixturePlaces.dogRun.name)}`);
  await expect(
    page.getByRole('heading', { level: 1, name: fixturePlaces.dogRun.name }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await expectLoaded(page);
  await page.screenshot(shot('desktop-place'));

  await goInApp(page, '/settings');
  await page.screenshot(shot('desktop-settings'));

  await goInApp(page, '/motd-archive');
  await expect(page.getByRole('heading', { name: 'Summer walks' })).toBeVisible();
  await page.screenshot(shot('desktop-archive'));
});

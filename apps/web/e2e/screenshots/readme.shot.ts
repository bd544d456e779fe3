// `npm run screenshots`: the README's pictures of the real app, made on the e2e suite's server and
// places (fixtures/places.ts) on a phone-sized screen, written to docs/screenshots/.
import { devSignIn, expectLoaded, openApp, placeIdOf } from '../app';
import { fixturePlaces } from '../fixtures/places';
import { expect, test } from '../test';
import { shot } from './shot';

test('the README screenshots', async ({ page, request }) => {
  await openApp(page, '/signup');
  await devSignIn(page, 'Jo', `screenshots-${Date.now()}@example.com`);

  await page.getByRole('link', { name: 'Explore' }).click();
  await expect(page.getByRole('list', { name: 'Nearby places' })).toBeVisible();
  await expectLoaded(page);
  await page.screenshot(shot('explore'));

  const id = await placeIdOf(request, fixturePlaces.dogRun.name);
  await page.goto(`/location/${id}`);
  await expect(page.getByRole('heading', { name: fixturePlaces.dogRun.name })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await expectLoaded(page);
  await page.screenshot(shot('place'));

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Saved' }).click();
  await expect(page.getByRole('list', { name: 'Saved places' })).toBeVisible();
  await expectLoaded(page);
  await page.screenshot(shot('saved'));

  await page.getByRole('button', { name: 'Display and accessibility' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.screenshot(shot('accessibility'));
});

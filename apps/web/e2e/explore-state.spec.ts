import type { Page } from '@playwright/test';
import { chip, navTab, openApp, settle } from './app';
import { devicePosition, fixturePlaces } from './fixtures/places';
import { expect, test } from './test';

const nearby = (page: Page) => page.getByRole('list', { name: 'Nearby places' });
const listed = (page: Page) => nearby(page).getByRole('heading').allTextContents();

/** Explore with the Café chip, the water-bowls toggle and a search: one place left. */
async function filterAndSearch(page: Page) {
  await openApp(page, '/');
  await chip(page, 'Categories', 'Café').click();
  await chip(page, 'Dog policy', 'Water bowls').click();
  await page.getByRole('searchbox', { name: 'Search places by name or address' }).fill('carnaby');
  await expect(page).toHaveURL(/\/\?category=cafe&waterBowls=true&q=carnaby$/);
  await expect(nearby(page).getByRole('heading')).toHaveText([fixturePlaces.cafe.name]);
  return page.url();
}

async function expectSameList(page: Page, url: string) {
  await expect(page).toHaveURL(url);
  await expect(nearby(page).getByRole('heading')).toHaveText([fixturePlaces.cafe.name]);
  await expect(page.getByRole('searchbox', { name: /Search places/ })).toHaveValue('carnaby');
  await expect(chip(page, 'Categories', 'Café')).toHaveAttribute('aria-pressed', 'true');
  await expect(chip(page, 'Dog policy', 'Water bowls')).toHaveAttribute('aria-pressed', 'true');
}

test('filter and search, open a place, and the browser’s Back gives the same list and URL', async ({
  page,
}) => {
  const url = await filterAndSearch(page);
  await nearby(page).getByRole('link').first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: fixturePlaces.cafe.name }),
  ).toBeVisible();
  await page.goBack();
  await expectSameList(page, url);
});

test('"Back to Explore", a tab round trip and a reload keep the list', async ({ page }) => {
  const url = await filterAndSearch(page);
  await nearby(page).getByRole('link').first().click();
  await page.reload();
  await page.getByRole('link', { name: 'Back to Explore' }).click();
  await expectSameList(page, url);

  await navTab(page, 'Saved').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saved' })).toBeVisible();
  await navTab(page, 'Explore').click();
  await expectSameList(page, url);

  await page.reload();
  await expectSameList(page, url);
});

test('a place opens at its top; Back comes back to where the list was scrolled', async ({
  page,
}) => {
  await openApp(page, '/');
  const card = nearby(page).getByRole('link').last();
  await card.scrollIntoViewIfNeeded();
  // Cards coming into sight take their drawn height at the next frame (content-visibility).
  await settle(page);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const cardTop = async () => (await card.boundingBox())?.y ?? Number.NaN;
  const leftAt = await cardTop();
  await card.click();
  await expect(page.getByRole('link', { name: 'Back to Explore' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByRole('link', { name: 'Back to Explore' }).click();
  await expect(card).toBeVisible();
  await expect.poll(cardTop).toBeCloseTo(leftAt, 0);
  await card.click();
  await expect(page.getByRole('link', { name: 'Back to Explore' })).toBeVisible();
  await page.goBack();
  await expect(card).toBeVisible();
  await expect.poll(cardTop).toBeCloseTo(leftAt, 0);
});

test('a shared link opens the same list in a fresh browser', async ({ otherPage }) => {
  const fresh = await otherPage();
  // The list near central London comes first, then the one at the device's position: read that.
  const atDevice = fresh.waitForResponse((response) => {
    const { pathname, searchParams } = new URL(response.url());
    return (
      pathname === '/api/locations' &&
      Number(searchParams.get('lat')) === devicePosition.latitude &&
      Number(searchParams.get('lng')) === devicePosition.longitude &&
      response.ok()
    );
  });
  await openApp(fresh, '/?category=dog_park&offLeash=true');
  await atDevice;
  await expect(nearby(fresh).getByRole('heading').first()).toHaveText(fixturePlaces.dogRun.name);
  expect((await listed(fresh)).length).toBeGreaterThan(0);
  await expect(nearby(fresh).getByRole('link').filter({ hasNotText: 'Dog park' })).toHaveCount(0);
});

test('"Clear filters" after a search with no hits empties the URL and the box', async ({
  page,
}) => {
  await openApp(page, '/?q=zzzz');
  await expect(page.getByRole('heading', { name: 'No places match “zzzz”' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('searchbox', { name: /Search places/ })).toHaveValue('');
  await expect(nearby(page).getByRole('link').first()).toBeVisible();
});

test.describe('on a desktop window', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('the list sits beside the map, and the chip rows scroll with the mouse wheel', async ({
    page,
  }) => {
    await openApp(page, '/');
    const list = await nearby(page).boundingBox();
    const map = await page.getByRole('region', { name: 'Map of nearby places' }).boundingBox();
    expect(list && map && map.x >= list.x + list.width).toBe(true);
    expect(list && map && map.y < list.y + list.height).toBe(true);

    await page.setViewportSize({ width: 1024, height: 800 });
    const chips = page.getByRole('group', { name: 'Categories' });
    const scrolled = () => chips.evaluate((row) => row.scrollLeft);
    expect(await chips.evaluate((row) => row.scrollWidth > row.clientWidth)).toBe(true);
    expect(await scrolled()).toBe(0);
    await chips.hover();
    await page.mouse.wheel(0, 200);
    await expect.poll(scrolled).toBeGreaterThan(0);
    await page.screenshot({ path: 'test-results/explore-desktop.png' });
  });
});

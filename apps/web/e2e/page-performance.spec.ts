import { openApp } from './app';
import { expect, test } from './test';

// docs/product.md#page-performance (the first two lazy images are eager: reviews-section.test.tsx).

test('the logo index.html preloads is the one Explore shows', async ({ page }) => {
  await openApp(page, '/');
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveAttribute(
    'href',
    '/images/logo.svg',
  );
  const logo = page.getByRole('heading', { level: 1, name: 'Explore' }).locator('img');
  await expect(logo).toHaveAttribute('src', '/images/logo.svg');
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
});

test('an image without a size holds a square; one with a size keeps its own', async ({ page }) => {
  await openApp(page, '/');
  const ratios = await page.evaluate(() => {
    const unsized = document.createElement('img');
    const sized = document.createElement('img');
    sized.width = 160;
    sized.height = 90;
    document.body.append(unsized, sized);
    return [unsized, sized].map((image) => getComputedStyle(image).aspectRatio);
  });
  // A sized image keeps the browser's own rule: its width and height attributes' ratio.
  expect(ratios).toEqual(['1 / 1', 'auto 160 / 90']);
});

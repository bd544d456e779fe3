import type { Page } from '@playwright/test';
import { stubAnnouncements } from './announcement-stub';
import { expectLoaded, navTab, openApp, placeIdOf } from './app';
import { adminTab, signedIn, unique } from './community';
import {
  expectLargeTargetsAtEveryTextSize,
  expectNoAxeViolationsInEveryMode,
} from './display-modes';
import { fixturePlaces, moderatorEmail } from './fixtures/places';
import { tabRound, tabTo, withoutRing } from './keyboard';
import { expect, test } from './test';

// Accessibility quality (docs/benchmarks.md#quality-bars) where navigation.spec.ts's run of each route, signed out,
// does not reach: signed in, as the admin, in the sheet and the dialogs, and by keyboard alone.
// Screens that share a session share a test: each mode is switched in place, not by a page load.

/** axe in every display mode, and every target at the smallest and the largest text size. */
async function expectAccessibleInEveryMode(page: Page) {
  await expectLoaded(page);
  await expectNoAxeViolationsInEveryMode(page);
  await expectLargeTargetsAtEveryTextSize(page);
}

test('signed in, a saved place, Saved, Profile and Suggest pass in every display mode', async ({
  page,
  request,
}) => {
  test.slow();
  const { name } = fixturePlaces.dogRun;
  const place = `/location/${await placeIdOf(request, name)}`;
  await signedIn(page, place, 'Kit', `${unique('modes')}@example.com`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('radiogroup', { name: 'Your rating' })).toBeVisible();
  await expectAccessibleInEveryMode(page);

  await navTab(page, 'Saved').click();
  await expect(
    page.getByRole('list', { name: 'Saved places' }).getByRole('heading', { name }),
  ).toBeVisible();
  await expectAccessibleInEveryMode(page);

  await navTab(page, 'Profile').click();
  await expect(page.getByLabel('Your name')).toHaveValue('Kit');
  await expectAccessibleInEveryMode(page);

  await navTab(page, 'Suggest').click();
  await expect(page.getByRole('form', { name: 'Suggest a place' })).toBeVisible();
  await expectAccessibleInEveryMode(page);
});

test('the admin area, each of its tabs and the announcement editor, passes in every display mode', async ({
  page,
}) => {
  test.slow();
  const narrow = page.viewportSize() ?? { width: 412, height: 915 };
  await signedIn(page, '/admin', 'Mo', moderatorEmail);
  // Announcements last: its editor opens next.
  const tabs = ['Suggestions', 'Reports', 'Hidden reviews', 'Places', 'Users', 'Activity'];
  for (const tab of [...tabs, 'Announcements']) {
    await adminTab(page, tab);
    await expect(page.getByRole('tab', { selected: true })).toHaveText(new RegExp(`^${tab}`));
    await expectAccessibleInEveryMode(page);
  }
  // docs/product.md#admin-area: the dialogs that ask first, a hide's with its reason field.
  const panel = page.getByRole('tabpanel');
  await adminTab(page, 'Users');
  await panel.getByRole('button', { name: 'Make admin' }).first().click();
  await expect(page.getByRole('dialog', { name: /an admin\?$/ })).toBeVisible();
  // The dialogs and the wide layout are new parts of screens checked in every mode above.
  await expectNoAxeViolationsInEveryMode(page, 'themes');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await adminTab(page, 'Places');
  await panel.getByRole('button', { name: 'Hide', exact: true }).first().click();
  const hide = page.getByRole('dialog', { name: /^Hide / });
  // Refused without a reason: the message under the field.
  await hide.getByRole('button', { name: 'Hide place' }).click();
  await expect(hide.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolationsInEveryMode(page, 'themes');
  await expectLargeTargetsAtEveryTextSize(page);
  await hide.getByRole('button', { name: 'Cancel' }).click();
  // At 1024 px and more: a queue beside its chosen item.
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const tab of ['Hidden reviews', 'Activity']) {
    await adminTab(page, tab);
    await expectNoAxeViolationsInEveryMode(page, 'themes');
  }
  // The editor with its live preview, left unsaved: a published message would reach every visitor.
  await page.setViewportSize(narrow);
  await adminTab(page, 'Announcements');
  await panel.getByRole('button', { name: 'New announcement' }).click();
  const form = panel.getByRole('form', { name: 'New announcement' });
  await form.getByLabel('Title').fill('Summer walks');
  await form.getByLabel(/^Message/).fill('Bring **water**. [Heat tips](https://example.org/heat)');
  await expect(form.getByRole('region', { name: 'Preview' }).getByText('water')).toBeVisible();
  await expectAccessibleInEveryMode(page);
});

test.describe('a visitor with unread announcements', () => {
  test.use({ announcementsSeen: false });

  test('the announcement dialog, the accessibility sheet and the archive pass in every display mode', async ({
    page,
  }) => {
    test.slow();
    await stubAnnouncements(page);
    await openApp(page, '/');
    const dialog = page.getByRole('dialog', { name: 'Summer walks' });
    await expect(dialog).toContainText('Message 1 of 2');
    await expectAccessibleInEveryMode(page);
    await dialog.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'New parks on the map' })).toBeVisible();
    // Closing it reads both (docs/product.md#announcement-dialog).
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'Display and accessibility' }).click();
    const sheet = page.getByRole('dialog', { name: 'Display and accessibility' });
    await expect(sheet).toBeVisible();
    await expectAccessibleInEveryMode(page);

    await sheet.getByRole('link', { name: 'All settings' }).click();
    await page.getByRole('link', { name: 'News from the Waggle team' }).click();
    await expect(page).toHaveURL('/motd-archive');
    // One made unread again, so that the archive shows both kinds; started on the archive, the
    // dialog does not open over it.
    await page.evaluate(() => localStorage.setItem('motd_dismissedIds', '[900001]'));
    await openApp(page, '/motd-archive');
    const archive = page.getByRole('list', { name: 'Announcements' });
    const markAsRead = (title: string) =>
      archive.getByRole('article', { name: title }).getByRole('button', { name: 'Mark as read' });
    await expect(markAsRead('New parks on the map')).toBeVisible();
    await expect(markAsRead('Summer walks')).toHaveCount(0);
    await expectAccessibleInEveryMode(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('Explore works by keyboard alone, each stop showing its focus ring', async ({ page }) => {
  await openApp(page, '/');
  await expect(
    page.getByRole('list', { name: 'Nearby places' }).getByRole('link').first(),
  ).toBeVisible();
  const stops = await tabRound(page);
  expect(withoutRing(stops)).toEqual([]);
  // docs/product.md#keyboard: the first stop skips the header and filters to the list.
  expect(stops[0]?.stop).toBe('a "Skip to places"');
  expect(stops.map(({ stop }) => stop)).toEqual(
    expect.arrayContaining([
      'button "Display and accessibility"',
      'input "Search places by name or address"',
      'button "Dog park"',
      expect.stringMatching(`^a "${fixturePlaces.dogRun.name}`),
      'button "Show more places"',
      'a "Profile"',
    ]),
  );
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to places' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('list', { name: 'Nearby places' }).getByRole('link').first(),
  ).toBeFocused();
});

test('the accessibility sheet opens, works and closes by keyboard alone, each stop showing its focus ring', async ({
  page,
}) => {
  await openApp(page, '/');
  const open = page.getByRole('button', { name: 'Display and accessibility' });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Display and accessibility' });
  await expect(sheet).toBeVisible();
  const stops = await tabRound(page);
  expect(withoutRing(stops)).toEqual([]);
  expect(stops.map(({ stop }) => stop)).toEqual(
    expect.arrayContaining([
      'button "Close"',
      'span "Text size"',
      'input "High contrast"',
      'a "All settings"',
      'button "Done"',
    ]),
  );

  const slider = sheet.getByRole('slider', { name: 'Text size' });
  await tabTo(page, slider);
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '4');
  await expect(page.locator('html')).toHaveCSS('font-size', '18px');
  await tabTo(page, sheet.getByRole('switch', { name: 'High contrast' }));
  await page.keyboard.press('Space');
  await expect(page.locator('html')).toHaveClass(/\bhigh-contrast\b/);

  // Done closes it and gives the focus back to the sheet's button; so does Escape. The focus the
  // sheet moves itself (to Close as it opens, back to its button) shows no tooltip
  // (docs/product.md#tooltips).
  await tabTo(page, sheet.getByRole('button', { name: 'Done' }));
  await page.keyboard.press('Enter');
  await expect(sheet).toHaveCount(0);
  await expect(open).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(sheet.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(open).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
});

import type { Page } from '@playwright/test';
import { stubAnnouncements } from './announcement-stub';
import { adminTab, signedIn, unique } from './community';
import { expectNoAxeViolations } from './display-modes';
import { moderatorEmail } from './fixtures/places';
import { openApp, settle } from './app';
import { expect, test } from './test';

// Announcements on the real server (docs/product.md#announcement-dialog, docs/product.md#announcements): an admin publishes two,
// a visitor who has never opened Waggle reads them once, and finds both in the archive.
test.use({ announcementsSeen: false });

/** How long after the splash unread announcements open. */
const dialogDelayMs = 500;

test('an admin publishes two announcements; a new visitor reads them once, then finds them in the archive', async ({
  page,
  otherPage,
}) => {
  const first = unique('Park clean-up');
  const second = unique('Puppy social');
  const moderator = await otherPage();
  await signedIn(moderator, '/admin', 'Mo', moderatorEmail);
  const panel = await adminTab(moderator, 'Announcements');
  for (const [title, priority] of [
    [first, '2'],
    [second, '1'],
  ] as const) {
    await panel.getByRole('button', { name: 'New announcement' }).click();
    const form = panel.getByRole('form', { name: 'New announcement' });
    await form.getByLabel('Title').fill(title);
    await form
      .getByLabel(/^Message/)
      .fill(`Bring a **bag**. [Details](https://example.org/${priority})`);
    await form.getByLabel(/^Priority/).fill(priority);
    await form.getByLabel('Active (shown from its time)').check();
    await expect(form.getByRole('region', { name: 'Preview' }).getByText('bag')).toBeVisible();
    await expectNoAxeViolations(moderator);
    await form.getByRole('button', { name: 'Save announcement' }).click();
    await expect(panel.getByRole('heading', { name: title })).toBeVisible();
  }

  // A fresh device: both are unread, higher priority first, 500 ms after the splash.
  await page.goto('/');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: first })).toBeVisible();
  await expect(dialog).toContainText('Message 1 of 2');
  await expect(dialog.getByText(/^Published \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Details' })).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: second })).toBeVisible();
  await expect(dialog).toContainText('Message 2 of 2');
  await dialog.getByRole('button', { name: 'Got it!' }).click();
  await expect(dialog).toHaveCount(0);

  // Read once: nothing opens after a reload, once the messages are in and the 500 ms after the
  // splash at which the dialog opens when something is unread have passed on the page's clock.
  const messagesRead = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/motd/messages.json',
  );
  await openApp(page, '/');
  await messagesRead;
  await settle(page);
  await page.clock.fastForward(dialogDelayMs);
  await settle(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await openApp(page, '/motd-archive');
  const archive = page.getByRole('list', { name: 'Announcements' });
  await expect(archive.getByRole('article', { name: second })).toContainText('Read');
  await expect(archive.getByRole('article', { name: first })).toContainText('Read');
});

const messagesRead = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === '/motd/messages.json');

/**
 * Opens the app on a paused clock and runs it 10 ms at a time until the dialog is up: what the
 * page's clock read when the splash went and when the dialog came (noted as the page changed).
 */
async function timedStart(page: Page) {
  await page.addInitScript(() => {
    const times: { splashGone?: number; dialogOpen?: number } = {};
    Object.assign(window, { announcementTimes: times });
    let splashSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="splash"]')) splashSeen = true;
      else if (splashSeen) times.splashGone ??= performance.now();
      if (document.querySelector('[role="dialog"]')) times.dialogOpen ??= performance.now();
    }).observe(document, { subtree: true, childList: true });
  });
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 10_000);
  let loaded = false;
  const loads = Promise.all([
    messagesRead(page),
    page.waitForResponse(/\/announcement-dialog-[\w-]+\.js$/),
  ]).then(() => (loaded = true));
  await page.goto('/');
  const times = () =>
    page.evaluate(() => ({
      now: performance.now(),
      ...(window as unknown as { announcementTimes: { splashGone?: number; dialogOpen?: number } })
        .announcementTimes,
    }));
  // As on an idle device, the messages and the dialog's code are in before the splash ends.
  while (!loaded && (await times()).now < 1600) await page.clock.runFor(10);
  await loads;
  while ((await times()).dialogOpen === undefined && (await times()).now < 5000)
    await page.clock.runFor(10);
  await page.clock.resume();
  return times();
}

test('the dialog opens 500 ms after the splash, and closing it any way dismisses it', async ({
  page,
}) => {
  await stubAnnouncements(page);
  const { splashGone = NaN, dialogOpen = NaN } = await timedStart(page);
  const delay = dialogOpen - splashGone;
  expect(delay).toBeGreaterThanOrEqual(dialogDelayMs - 50);
  expect(delay).toBeLessThanOrEqual(dialogDelayMs + 50);

  // docs/product.md#announcement-dialog: its close button, or Escape, dismisses what it holds.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Message 1 of 2');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expectNoDialogOnStart(page);

  await page.evaluate(() => localStorage.removeItem('motd_dismissedIds'));
  await page.reload();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expectNoDialogOnStart(page);
});

/** Starts the app again: nothing opens once the messages are in and the delay has passed. */
async function expectNoDialogOnStart(page: Page) {
  const read = messagesRead(page);
  await page.reload();
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="splash"]') !== null ||
      document.getElementById('boot-splash') === null,
  );
  await page.clock.fastForward(1800);
  await expect(page.getByTestId('splash')).toHaveCount(0);
  await read;
  await page.clock.fastForward(dialogDelayMs);
  await settle(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

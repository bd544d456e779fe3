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

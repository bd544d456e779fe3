import { fileURLToPath } from 'node:url';
import type { Locator } from '@playwright/test';
import { navTab, openApp, placeIdOf } from './app';
import { adminTab, confirmHide, rate, signedIn, unique } from './community';
import { expectNoAxeViolations } from './display-modes';
import { expectNoAxeViolationsInEveryMode } from './display-modes';
import { moderatedPlaces, moderatorEmail, near } from './fixtures/places';
import { idTokenOf } from './session';
import { expect, test } from './test';

const photo = fileURLToPath(new URL('./fixtures/park-photo.jpg', import.meta.url));

/** The image has loaded (its bytes decoded), not merely been put on the page. */
const expectImageLoaded = (image: Locator) =>
  expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);

// The moderator's other decisions on the real server, each seen by the person it concerns:
// rejecting with a note, correcting an edit before approving it, dismissing a report, marking a
// place verified, restoring a hidden review and granting admin rights.

test('a moderator rejects a suggestion with a note, and its author reads why', async ({
  page,
  otherPage,
}) => {
  const name = `Muddy Boots Field ${Date.now() % 100000}`;
  const pin = near(21, 200);
  await signedIn(page, '/suggest', 'Sol', `${unique('rejected')}@example.com`);
  const form = page.getByRole('form', { name: 'Suggest a place' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Category').selectOption({ label: 'Park' });
  await form.getByLabel('Latitude').fill(String(pin.lat));
  await form.getByLabel('Longitude').fill(String(pin.lng));
  await form.getByRole('button', { name: 'Send suggestion' }).click();
  await expect(page.getByText(`Thanks! A moderator will check ${name}`)).toBeVisible();

  const moderator = await otherPage();
  await signedIn(moderator, '/admin', 'Mo', moderatorEmail);
  const queue = await adminTab(moderator, 'Suggestions');
  await queue
    .getByRole('article')
    .filter({ hasText: name })
    .getByRole('button', { name: 'Reject' })
    .click();
  const dialog = moderator.getByRole('dialog', { name: 'Reject this suggestion?' });
  // A rejection needs its note: refused, in words, with the field focused.
  await dialog.getByRole('button', { name: 'Reject suggestion' }).click();
  await expect(dialog.getByLabel('Note to the author')).toBeFocused();
  await expect(dialog.getByLabel('Note to the author')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(moderator);
  await dialog.getByLabel('Note to the author').fill('This field is private farmland.');
  await dialog.getByRole('button', { name: 'Reject suggestion' }).click();
  await expect(queue.getByRole('article').filter({ hasText: name })).toHaveCount(0);

  // The author reads why under My contributions, corrects it and sends it again from there.
  await navTab(page, 'Profile').click();
  const contributions = page.getByRole('region', { name: 'My contributions' });
  const mine = contributions.getByRole('listitem').filter({ hasText: name });
  await expect(mine).toContainText('Rejected');
  await expect(mine).toContainText('This field is private farmland.');
  await expectNoAxeViolationsInEveryMode(page, 'themes');
  await mine.getByRole('button', { name: 'Correct and send again' }).click();
  await expect(page).toHaveURL(/\/suggest$/);
  await expect(form.getByLabel('Name')).toHaveValue(name);
  await expect(form.getByLabel('Latitude')).toHaveValue(String(pin.lat));
  const corrected = `${name} (public part)`;
  await form.getByLabel('Name').fill(corrected);
  await form.getByRole('button', { name: 'Send suggestion' }).click();
  await expect(page.getByText(`Thanks! A moderator will check ${corrected}`)).toBeVisible();
  await navTab(page, 'Profile').click();
  await expect(contributions.getByRole('listitem').filter({ hasText: corrected })).toContainText(
    'Pending',
  );
});

test('an edit suggested on a place, corrected by a moderator, changes the place', async ({
  page,
  otherPage,
  request,
}) => {
  const { name } = moderatedPlaces.corrected;
  const placeId = await placeIdOf(request, name);
  // The shareable address opens the same dialog as the place's "Suggest an edit".
  await signedIn(page, `/suggest?edit=${placeId}`, 'Ira', `${unique('edit')}@example.com`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(name);
  await dialog.getByLabel('Phone').fill('+44 20 7946 0000');
  await dialog.getByRole('radiogroup', { name: 'Fenced' }).getByLabel('Yes').check();
  const changes = dialog.getByRole('region', { name: 'What changes' });
  await expect(changes).toContainText('Phone:');
  await expect(changes).toContainText('+44 20 7946 0000');
  await expect(changes).toContainText(/Fenced: Unknown → Yes/);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send changes' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Thanks for the correction!' }),
  ).toBeVisible();

  const moderator = await otherPage();
  await signedIn(moderator, '/admin', 'Mo', moderatorEmail);
  const queue = await adminTab(moderator, 'Suggestions');
  const item = queue.getByRole('article').filter({ hasText: `Edit of “${name}”` });
  await item.getByRole('button', { name: 'Correct fields' }).click();
  await item.getByLabel('Phone').fill('+44 20 7946 0001');
  await item.getByRole('button', { name: 'Approve with these fields' }).click();
  await expect(queue.getByRole('article').filter({ hasText: name })).toHaveCount(0);

  const visitor = await otherPage();
  await openApp(visitor, `/location/${placeId}`);
  await expect(visitor.getByRole('link', { name: '+44 20 7946 0001' })).toBeVisible();
  const policy = visitor.getByRole('region', { name: 'Dog policy' });
  await expect(policy.locator('div').filter({ hasText: /^Fenced/ })).toHaveText(/Fenced\s*Yes/);
});

test('a place reported as closed is dismissed by a moderator and stays listed', async ({
  page,
  otherPage,
  request,
}) => {
  const { name } = moderatedPlaces.flagged;
  const placeId = await placeIdOf(request, name);
  await signedIn(page, `/location/${placeId}`, 'Kit', `${unique('flag')}@example.com`);
  await page.getByRole('button', { name: `Report ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this place' });
  await dialog.getByRole('radio', { name: 'Closed' }).check();
  await dialog.getByRole('button', { name: /Send report/ }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Thanks — a moderator will take a look.' }),
  ).toBeVisible();
  // One open report per person and place: a second is refused in words, before any is typed.
  await page.getByRole('button', { name: `Report ${name}` }).click();
  await expect(dialog.getByRole('status')).toContainText('You have already reported this.');
  await expect(dialog.getByRole('radiogroup')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Got it' }).click();

  const moderator = await otherPage();
  await signedIn(moderator, '/admin', 'Mo', moderatorEmail);
  const reports = await adminTab(moderator, 'Reports');
  const report = reports.getByRole('article').filter({ hasText: name });
  await expect(report).toContainText('Closed');
  await report.getByRole('button', { name: 'Dismiss' }).click();
  await expect(reports.getByRole('article').filter({ hasText: name })).toHaveCount(0);

  const still = await request.get(`/api/locations/${placeId}`);
  expect(still.status()).toBe(200);
});

test('a moderator marks a place verified today, and the place says so', async ({
  page,
  otherPage,
  request,
}) => {
  const { name } = moderatedPlaces.verified;
  const placeId = await placeIdOf(request, name);
  await signedIn(page, '/admin', 'Mo', moderatorEmail);
  const places = await adminTab(page, 'Places');
  await places.getByRole('searchbox', { name: 'Search places by name' }).fill(name);
  const card = places.getByRole('article').filter({ hasText: name });
  await expect(card).toContainText('Never verified');
  await card.getByRole('button', { name: 'Verified today' }).click();
  await expect(card).not.toContainText('Never verified');

  const visitor = await otherPage();
  await openApp(visitor, `/location/${placeId}`);
  const verified = visitor.getByText(/^Last verified/);
  await expect(verified).toBeVisible();
  // Today, as the server's timestamp: the day the moderator pressed the button.
  const stamp = await verified.locator('time').getAttribute('datetime');
  expect(stamp?.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
});

// docs/product.md#moderation
test('a hidden review keeps its photos for its author and the moderator only, then is restored', async ({
  page,
  otherPage,
  request,
  playwright,
}) => {
  const { name } = moderatedPlaces.restored;
  const placeId = await placeIdOf(request, name);
  const path = `/location/${placeId}`;
  const text = `Lovely shady loop ${Date.now() % 100000}`;
  const author = `${unique('restored')}@example.com`;
  await signedIn(page, path, 'Ola', author);
  const form = page.getByRole('form', { name: /review/i });
  await rate(form, 5);
  await form.getByLabel('Your review (optional)').fill(text);
  await form.locator('input[type=file]').setInputFiles(photo);
  await expect(form.getByRole('img', { name: /photo 1/i })).toBeVisible();
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByText('5.0 from 1 review')).toBeVisible();

  const reader = await otherPage();
  const reporter = `${unique('reporter')}@example.com`;
  await signedIn(reader, path, 'Pat', reporter);
  await reader
    .getByRole('region', { name: 'Reviews' })
    .getByRole('listitem')
    .filter({ hasText: text })
    .getByRole('button', { name: /^Report/ })
    .click();
  const dialog = reader.getByRole('dialog', { name: 'Report this review' });
  await dialog.getByRole('radio', { name: 'Offensive' }).check();
  await dialog.getByRole('button', { name: /Send report/ }).click();
  await expect(reader.getByRole('status').filter({ hasText: 'Thanks' })).toBeVisible();

  const moderator = await otherPage();
  await signedIn(moderator, '/admin', 'Mo', moderatorEmail);
  const reports = await adminTab(moderator, 'Reports');
  await reports
    .getByRole('article')
    .filter({ hasText: text })
    .getByRole('button', { name: 'Hide review' })
    .click();
  await confirmHide(moderator, 'Rude about the staff');
  await expect(reports.getByRole('article').filter({ hasText: text })).toHaveCount(0);

  // The author reads why, and still sees the photo, which the public address no longer serves.
  const authorPhoto = page.waitForResponse((response) =>
    /\/api\/reviews\/\d+\/photos\?n=0/.test(response.url()),
  );
  await page.reload();
  await expect(
    page.getByText(/Hidden by a moderator: Rude about the staff\. Only you can see it\./),
  ).toBeVisible();
  const answer = await authorPhoto;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  await expectImageLoaded(page.getByRole('list', { name: 'Photos' }).locator('img').first());
  const photoUrl = new URL(answer.url());

  // Nobody else gets it: another signed-in person, or someone signed out (the same request with
  // the author's sign-in is answered).
  const asAuthor = await page.request.get(photoUrl.href, {
    headers: { authorization: `Bearer ${await idTokenOf(author)}` },
  });
  expect(asAuthor.status()).toBe(200);
  const readerAnswer = await reader.request.get(photoUrl.href, {
    headers: { authorization: `Bearer ${await idTokenOf(reporter)}` },
  });
  expect(readerAnswer.status()).toBe(404);
  const signedOut = await playwright.request.newContext();
  expect((await signedOut.get(photoUrl.href)).status()).toBe(404);
  await signedOut.dispose();

  // The moderator judges it with its photo, then restores it.
  const hidden = await adminTab(moderator, 'Hidden reviews');
  const item = hidden.getByRole('article').filter({ hasText: text });
  await expect(item).toContainText('Rude about the staff');
  await expectImageLoaded(item.getByRole('img', { name: /review \(hidden\)/ }));
  await expectNoAxeViolations(moderator);
  await item.getByRole('button', { name: 'Restore' }).click();
  await expect(hidden.getByRole('article').filter({ hasText: text })).toHaveCount(0);

  const visitor = await otherPage();
  await openApp(visitor, path);
  await expect(visitor.getByRole('region', { name: 'Reviews' })).toContainText(text);
  await expect(visitor.getByText('5.0 from 1 review')).toBeVisible();
});

test('a moderator grants admin rights, and the person can open the admin area', async ({
  page,
  otherPage,
}) => {
  const email = `${unique('promoted')}@example.com`;
  await signedIn(page, '/admin', 'Quinn', email);
  await expect(page.getByText(/for Waggle's moderators/)).toBeVisible();

  const moderator = await otherPage();
  await signedIn(moderator, '/admin', 'Mo', moderatorEmail);
  const users = await adminTab(moderator, 'Users');
  await users.getByRole('searchbox', { name: 'Search people by name or email' }).fill(email);
  const card = users.getByRole('article').filter({ hasText: email });
  // docs/product.md#admin-area: it asks first; Cancel changes nothing.
  await card.getByRole('button', { name: 'Make admin' }).click();
  const confirm = moderator.getByRole('dialog', { name: 'Make Quinn an admin?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await moderator.reload();
  await users.getByRole('searchbox', { name: 'Search people by name or email' }).fill(email);
  await expect(card.getByRole('button', { name: 'Make admin' })).toBeVisible();
  await card.getByRole('button', { name: 'Make admin' }).click();
  await confirm.getByRole('button', { name: 'Make admin' }).click();
  await expect(card.getByRole('button', { name: 'Remove admin' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('tab', { name: /^Suggestions/ })).toBeVisible();

  // docs/product.md#activity-log: the entry names who did it and leads to the person.
  const activity = await adminTab(moderator, 'Activity');
  await expect(moderator).toHaveURL(/\/admin\?tab=activity$/);
  await activity.getByLabel('Kind').selectOption({ label: 'People' });
  const entry = activity.getByRole('article').filter({ hasText: 'made Quinn an admin' }).first();
  await expect(entry).toContainText('Mo made Quinn an admin');
  await expect(entry).toContainText('Admin: No → Yes');
  await entry.getByRole('link', { name: 'Find them in Users' }).click();
  await expect(moderator).toHaveURL(/\/admin\?tab=users&q=Quinn$/);
  await expect(moderator.getByRole('tab', { name: 'Users' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    moderator.getByRole('tabpanel').getByRole('article').filter({ hasText: email }),
  ).toBeVisible();
  // Back lands on the tab it came from.
  await moderator.goBack();
  await expect(moderator.getByRole('tab', { name: 'Activity' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

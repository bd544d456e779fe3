import { fileURLToPath } from 'node:url';
import { devSignIn, navTab, openApp, placeIdOf } from './app';
import { adminTab, confirmHide, rate, signedIn, unique } from './community';
import { expectNoAxeViolations } from './display-modes';
import { contributionPlaces, moderatorEmail, near } from './fixtures/places';
import { expect, test } from './test';

// The community loop end to end on the real server: suggest → moderate → Explore, review with a
// photo → rating, report → hide. The moderator signs in on a phone of their own.

const photo = fileURLToPath(new URL('./fixtures/park-photo.jpg', import.meta.url));

test('suggest a place with a photo, a moderator approves it, and it is in Explore at its pin', async ({
  page,
  otherPage,
  request,
}) => {
  const name = `Poppy's Yard ${Date.now() % 100000}`;
  const pin = near(0.5, 45);
  await signedIn(page, '/suggest', 'Sam', `${unique('suggest')}@example.com`);
  const form = page.getByRole('form', { name: 'Suggest a place' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Category').selectOption({ label: 'Park' });
  await form.getByLabel('Latitude').fill(String(pin.lat));
  await form.getByLabel('Longitude').fill(String(pin.lng));
  await form.getByLabel('Website').fill('javascript:alert(1)');
  await form.getByRole('button', { name: 'Send suggestion' }).click();
  // The schema's own message, under the field, and the field is focused.
  await expect(
    form.getByText('Enter a web address starting with http:// or https://'),
  ).toBeVisible();
  await expect(form.getByLabel('Website')).toBeFocused();
  await form.getByLabel('Website').fill('https://poppys-yard.example.org');
  await form.locator('input[type=file]').setInputFiles(photo);
  await expect(form.getByRole('img', { name: /photo 1/i })).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Send suggestion' }).click();
  await expect(page.getByText(`Thanks! A moderator will check ${name}`)).toBeVisible();
  await navTab(page, 'Profile').click();
  const mine = page.getByRole('region', { name: 'My contributions' });
  await expect(mine.getByRole('listitem').filter({ hasText: name })).toContainText('Pending');

  const moderator = await otherPage();
  await signedIn(moderator, '/admin', 'Mo', moderatorEmail);
  const queue = await adminTab(moderator, 'Suggestions');
  // By its heading: another card may name this place as a possible duplicate.
  const item = queue.getByRole('article').filter({
    has: moderator.getByRole('heading', { name: `New place: ${name}`, exact: true }),
  });
  await expect(item.getByRole('img')).toHaveAttribute(
    'src',
    /\/uploads\/\d{4}\/\d{2}\/[\w-]+\.webp$/,
  );
  await expectNoAxeViolations(moderator);
  await item.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(item).toHaveCount(0);

  // The author is told on the Profile tab, sees the decision there, and Explore lists the place
  // where the pin was.
  await openApp(page, '/');
  await expect(navTab(page, 'Profile')).toHaveAccessibleName(
    'Profile 1 new decision on what you sent',
  );
  await navTab(page, 'Profile').click();
  await expect(mine.getByRole('listitem').filter({ hasText: name })).toContainText('Approved');
  // Seen on the profile, the decision leaves the badge.
  await expect(navTab(page, 'Profile')).toHaveAccessibleName('Profile');
  await navTab(page, 'Explore').click();
  await page.getByRole('searchbox', { name: 'Search places by name or address' }).fill(name);
  const card = page.getByRole('list', { name: 'Nearby places' }).getByRole('link', { name });
  await expect(card).toBeVisible();
  const around = await request.get(
    `/api/locations?lat=${pin.lat}&lng=${pin.lng}&radiusKm=1&q=${encodeURIComponent(name)}`,
  );
  const { places } = (await around.json()) as {
    places: { name: string; distanceKm: number; coverImageUrl: string }[];
  };
  expect(places).toEqual([expect.objectContaining({ name })]);
  expect(places[0]?.distanceKm).toBeLessThan(0.001);
  expect(places[0]?.coverImageUrl).toMatch(/\/uploads\/.+\.webp$/);
});

test('review a place with a photo and its rating updates; edit and delete it', async ({
  page,
  request,
}) => {
  const placeId = await placeIdOf(request, contributionPlaces.reviewed.name);
  await signedIn(page, `/location/${placeId}`, 'Robin', `${unique('review')}@example.com`);
  await expect(page.getByText('No reviews yet', { exact: true })).toBeVisible();
  const form = page.getByRole('form', { name: /review/i });
  await rate(form, 4);
  await form.getByLabel('Your review (optional)').fill('Shady corner, water tap by the gate.');
  await form.locator('input[type=file]').setInputFiles(photo);
  await expect(form.getByRole('img', { name: /photo 1/i })).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Review saved' })).toBeVisible();
  await expect(page.getByText('4.0 from 1 review')).toBeVisible();
  const reviews = page.getByRole('region', { name: 'Reviews' });
  // Once, under "Your review", not again in the list of everyone's.
  const mine = reviews.getByRole('article').filter({ hasText: 'Shady corner' });
  await expect(mine).toHaveCount(1);
  await expect(mine.locator('img').first()).toHaveAttribute('src', /\/uploads\/.+\.webp$/);

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await rate(page, 2);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('2.0 from 1 review')).toBeVisible();

  // The edit-suggestion dialog opens on the place.
  await page.getByRole('button', { name: 'Suggest an edit' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Delete/ })
    .click();
  await expect(page.getByText('No reviews yet', { exact: true })).toBeVisible();
});

test('a reported review is hidden by a moderator and leaves the place', async ({
  page,
  otherPage,
  request,
}) => {
  const placeId = await placeIdOf(request, contributionPlaces.reported.name);
  const path = `/location/${placeId}`;
  await signedIn(page, path, 'Casey', `${unique('author')}@example.com`);
  const form = page.getByRole('form', { name: /review/i });
  await rate(form, 1);
  await form.getByLabel('Your review (optional)').fill('Buy cheap leads at my shop!!!');
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByText('1.0 from 1 review')).toBeVisible();

  const reader = await otherPage();
  await signedIn(reader, path, 'Dana', `${unique('reader')}@example.com`);
  const review = reader
    .getByRole('region', { name: 'Reviews' })
    .getByRole('listitem')
    .filter({ hasText: 'Buy cheap leads' });
  await review.getByRole('button', { name: /^Report/ }).click();
  const dialog = reader.getByRole('dialog', { name: 'Report this review' });
  await dialog.getByRole('radio', { name: 'Spam' }).check();
  await expectNoAxeViolations(reader);
  await dialog.getByRole('button', { name: /Send report/ }).click();
  await expect(
    reader.getByRole('status').filter({ hasText: 'Thanks — a moderator will take a look.' }),
  ).toBeVisible();
  await reader.close();

  const moderator = await otherPage();
  await signedIn(moderator, '/admin', 'Mo', moderatorEmail);
  const reports = await adminTab(moderator, 'Reports');
  const report = reports.getByRole('article').filter({ hasText: 'Buy cheap leads' });
  await expectNoAxeViolations(moderator);
  await report.getByRole('button', { name: 'Hide review' }).click();
  await confirmHide(moderator, 'Advertising');
  await expect(reports.getByRole('article').filter({ hasText: 'Buy cheap leads' })).toHaveCount(0);

  // Gone for everyone else; its author is told a moderator hid it.
  const visitor = await otherPage();
  await openApp(visitor, path);
  await expect(visitor.getByText('No reviews yet', { exact: true })).toBeVisible();
  await expect(visitor.getByText('Buy cheap leads')).toHaveCount(0);
  await page.reload();
  await expect(
    page.getByText(/Hidden by a moderator: Advertising\. Only you can see it\./),
  ).toBeVisible();
});

test('the new screens invite signed-out people to sign in and refuse non-admins politely', async ({
  page,
}) => {
  for (const path of ['/suggest', '/admin']) {
    await openApp(page, path);
    await expect(page.getByRole('link', { name: /Sign in/ })).toHaveAttribute(
      'href',
      `/signup?next=${encodeURIComponent(path)}`,
    );
    await expectNoAxeViolations(page);
  }
  await page.getByRole('link', { name: /Sign in/ }).click();
  await devSignIn(page, 'Lee', `${unique('nonadmin')}@example.com`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText(/for Waggle's moderators/)).toBeVisible();
  await expectNoAxeViolations(page);
});

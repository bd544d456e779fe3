import { navTab, placeIdOf } from './app';
import { rate, signedIn, unique } from './community';
import { expectNoAxeViolations } from './display-modes';
import { draftPlaces } from './fixtures/places';
import { expect, test } from './test';

// docs/product.md#drafts on the real server: what a person types survives a dropped connection,
// Waggle out of reach, a tab switch and the back button.

test('a review survives Waggle out of reach and the connection dropping, then sends', async ({
  page,
  request,
}) => {
  const placeId = await placeIdOf(request, draftPlaces.reviewed.name);
  await signedIn(page, `/location/${placeId}`, 'Dee', `${unique('draft-review')}@example.com`);
  const form = page.getByRole('form', { name: /review/i });
  await rate(form, 5);
  const text = 'Wide open marsh, a stream to splash in.';
  await form.getByLabel('Your review (optional)').fill(text);

  // The device has a network, Waggle does not answer: said so, and everything is kept.
  await page.route('**/api/**', (route) => route.abort());
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: "Couldn't save your review" }),
  ).toContainText(
    "Waggle couldn't be reached. Check your connection, or try again in a moment. What you wrote is kept here",
  );

  // The connection drops: the offline screen covers the page, which stays underneath.
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  await expect(
    page.getByRole('heading', { level: 1, name: 'No Internet Connection' }),
  ).toBeVisible();
  await expect(form).toBeHidden();

  // It comes back: the form is as it was, and sends.
  await page.unroute('**/api/**');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(form.getByLabel('Your review (optional)')).toHaveValue(text);
  await expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await form.getByRole('button', { name: 'Post review' }).click();
  const yours = page.getByRole('region', { name: 'Reviews' });
  await expect(yours.getByText(text)).toHaveCount(1);
  await expect(form).toBeHidden();
});

test('a half-filled new place survives a tab switch and a reload, until discarded', async ({
  page,
}) => {
  await signedIn(page, '/suggest', 'Fen', `${unique('draft-place')}@example.com`);
  const form = page.getByRole('form', { name: 'Suggest a place' });
  await form.getByLabel('Name').fill('Marsh Meadow');
  await form.getByLabel('Category').selectOption({ label: 'Park' });
  await form.getByLabel('Latitude').fill('51.56');

  await navTab(page, 'Explore').click();
  await expect(page.getByRole('list', { name: 'Nearby places' })).toBeVisible();
  await navTab(page, 'Suggest').click();
  await expect(form.getByLabel('Name')).toHaveValue('Marsh Meadow');
  await expect(form.getByLabel('Category')).toHaveValue('park');
  await expect(form.getByLabel('Latitude')).toHaveValue('51.56');

  await page.reload();
  await expect(form.getByLabel('Name')).toHaveValue('Marsh Meadow');
  await expect(
    form.getByText('Your draft is kept on this device until you send it.'),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Discard draft' }).click();
  await expect(form.getByLabel('Name')).toHaveValue('');
});

test('back and Escape on a changed edit dialog ask first; back never leaves the place', async ({
  page,
  request,
}) => {
  const placeId = await placeIdOf(request, draftPlaces.edited.name);
  // The place is the tab's first page: back would leave the app without the dialog's own entry.
  await signedIn(page, `/location/${placeId}`, 'Gil', `${unique('draft-edit')}@example.com`);
  const placeUrl = page.url();
  await page.getByRole('button', { name: 'Suggest an edit' }).click();
  const dialog = page.getByRole('dialog', {
    name: `Suggest an edit to ${draftPlaces.edited.name}`,
  });
  await expect(dialog).toBeFocused();
  await dialog.getByLabel('Phone').fill('+44 20 7946 0999');

  const question = page.getByRole('alertdialog', { name: 'Discard what you typed?' });
  await page.keyboard.press('Escape');
  await expect(question).toBeVisible();
  await expectNoAxeViolations(page);
  await question.getByRole('button', { name: 'Keep editing' }).click();

  await page.goBack();
  await expect(question).toBeVisible();
  expect(page.url()).toBe(placeUrl);
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog.getByLabel('Phone')).toHaveValue('+44 20 7946 0999');

  // Unchanged, back just closes it, and the place stays.
  await dialog.getByLabel('Phone').fill('');
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(question).toBeHidden();
  expect(page.url()).toBe(placeUrl);
  await expect(
    page.getByRole('heading', { level: 1, name: draftPlaces.edited.name }),
  ).toBeVisible();
});

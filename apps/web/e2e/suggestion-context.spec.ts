import { placeIdOf } from './app';
import { adminTab, signedIn, unique } from './community';
import {
  expectLargeTargetsAtEveryTextSize,
  expectNoAxeViolationsInEveryMode,
} from './display-modes';
import { moderatedPlaces, moderatorEmail } from './fixtures/places';
import { idTokenOf } from './session';
import { expect, test } from './test';

// What moderators see of a suggestion's place (docs/product.md#moderation): an edit's field the
// place changed since it was sent (docs/product.md#edit-conflicts), a moved pin, and a new place
// that may duplicate one already listed (docs/product.md#possible-duplicates).

const metresPerDegreeLat = 111_195;
/** `metres` north of `point`, to the fixtures' six decimals. */
const north = (point: { lat: number; lng: number }, metres: number) => ({
  lat: Number((point.lat + metres / metresPerDegreeLat).toFixed(6)),
  lng: point.lng,
});

const bearer = async (email: string) => ({ authorization: `Bearer ${await idTokenOf(email)}` });

test('an edit whose field changed since it was sent is flagged, and applied only when confirmed', async ({
  page,
  otherPage,
  request,
}) => {
  test.slow();
  const { name, ...position } = moderatedPlaces.conflicted;
  const placeId = await placeIdOf(request, name);
  const proposedName = `${name} North`;
  const author = `${unique('stale')}@example.com`;
  await signedIn(page, '/', 'Una', author);
  // Sent through the API: the edit dialog has its own tests (moderation.spec.ts).
  const sent = await page.request.post('/api/suggestions', {
    headers: await bearer(author),
    data: { kind: 'edit', placeId, fields: { name: proposedName, ...north(position, 43) } },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: number };

  const moderator = await otherPage();
  await signedIn(moderator, '/admin', 'Mo', moderatorEmail);
  const asModerator = await bearer(moderatorEmail);
  const renamed = `${name} (Erith)`;
  const renaming = await moderator.request.patch(`/api/admin/places/${placeId}`, {
    headers: asModerator,
    data: { fields: { name: renamed } },
  });
  expect(renaming.status()).toBe(200);
  // The admin area read the queue before the rename, which the API made behind its back.
  await moderator.reload();

  const queue = await adminTab(moderator, 'Suggestions');
  const card = queue.getByRole('article').filter({ hasText: `Edit of “${renamed}”` });
  await expect(card.getByText('Changed since sent')).toBeVisible();
  await expect(card).toContainText(
    `When sent: ${name} → now: ${renamed} → proposed: ${proposedName}`,
  );
  await expect(card.getByRole('link', { name: renamed })).toHaveAttribute(
    'href',
    `/location/${placeId}`,
  );
  await expect(card.getByText('Moved 43 m')).toBeVisible();
  await expect(card.getByRole('button', { name: 'The proposed position' })).toBeVisible();
  await expectNoAxeViolationsInEveryMode(moderator, 'themes');
  await expectLargeTargetsAtEveryTextSize(moderator);

  // Approving without confirming the stale name is refused, whoever calls the API.
  const refused = await moderator.request.post(`/api/admin/suggestions/${id}/approve`, {
    headers: asModerator,
    data: {},
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe(
    "The place's name changed since this suggestion was sent: confirm it to apply it anyway.",
  );

  await card.getByRole('checkbox', { name: 'Apply anyway (Name)' }).check();
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card).toHaveCount(0);
  const place = await request.get(`/api/locations/${placeId}`);
  expect(((await place.json()) as { name: string }).name).toBe(proposedName);
});

test('a new place near one with a similar name is flagged to its author and to the moderator', async ({
  page,
  otherPage,
}) => {
  test.slow();
  const { name, ...position } = moderatedPlaces.duplicated;
  const similar = 'Crayford Marsh Dog Walk';
  const pin = north(position, 12);
  await signedIn(page, '/suggest', 'Vic', `${unique('duplicate')}@example.com`);
  const form = page.getByRole('form', { name: 'Suggest a place' });
  await form.getByLabel('Name').fill(similar);
  await form.getByLabel('Category').selectOption({ label: 'Park' });
  await form.getByLabel('Latitude').fill(String(pin.lat));
  await form.getByLabel('Longitude').fill(String(pin.lng));
  const warning = form.getByRole('status').filter({ hasText: 'There may already be this place' });
  // Asked once the name and position have settled (half a second), while the map loads.
  await expect(warning).toContainText(`There may already be this place: ${name}, 12 m away`, {
    timeout: 15_000,
  });
  await expect(warning.getByRole('link', { name })).toHaveAttribute('href', /^\/location\/\d+$/);
  await expectNoAxeViolationsInEveryMode(page, 'themes');
  // Only a warning: the suggestion still goes.
  await form.getByRole('button', { name: 'Send suggestion' }).click();
  await expect(page.getByText(`Thanks! A moderator will check ${similar}`)).toBeVisible();

  const moderator = await otherPage();
  await signedIn(moderator, '/admin', 'Mo', moderatorEmail);
  const queue = await adminTab(moderator, 'Suggestions');
  const card = queue.getByRole('article').filter({ hasText: `New place: ${similar}` });
  await expect(card).toContainText(`Possible duplicate of ${name} (12 m away)`);
  await expect(card.getByRole('link', { name })).toHaveAttribute('href', /^\/location\/\d+$/);
  await expectNoAxeViolationsInEveryMode(moderator, 'themes');
});

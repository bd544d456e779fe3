// `npm run screenshots`: the contribution screens of the real app, written to docs/screenshots/:
// "My contributions" on a 390 px phone, and the admin area on a 1440 px desktop, where its queue
// and the chosen item sit side by side.
import type { APIRequestContext } from '@playwright/test';
import { expectLoaded, openApp, placeIdOf } from '../app';
import { adminTab, signedIn } from '../community';
import { fixturePlaces, moderatorEmail, near } from '../fixtures/places';
import { idTokenOf } from '../session';
import { expect, test } from '../test';
import { shot } from './shot';

const blankFields = {
  address: null,
  city: 'London',
  country: null,
  description: null,
  website: null,
  phone: null,
  openingHours: null,
  dogsInside: null,
  offLeash: null,
  fenced: null,
  waterBowls: null,
  maxDogSize: null,
};

/** POSTs as the person with that email (signed in on a page of this run). */
async function post(request: APIRequestContext, email: string, path: string, data: object) {
  const answer = await request.post(path, {
    headers: { authorization: `Bearer ${await idTokenOf(email)}` },
    data,
  });
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as { id: number };
}

test('My contributions on a phone, the admin area on a desktop', async ({
  page,
  otherPage,
  request,
}) => {
  const jo = `screenshots-mine-${Date.now()}@example.com`;
  await signedIn(page, '/', 'Jo', jo);
  const moderator = await otherPage();
  await signedIn(moderator, '/admin', 'Mo', moderatorEmail);

  const place = (name: string, km: number) => ({
    kind: 'new',
    fields: { ...blankFields, name, category: 'park', ...near(km, 300) },
  });
  const approved = await post(request, jo, '/api/suggestions', place('Bloomsbury Paw Patch', 0.8));
  const rejected = await post(request, jo, '/api/suggestions', place('Private Mews Garden', 0.9));
  await post(request, jo, '/api/suggestions', {
    ...place('Regent Square Run', 1.0),
    note: 'Fenced, with a water tap by the north gate.',
  });
  await post(request, moderatorEmail, `/api/admin/suggestions/${approved.id}/approve`, {
    fields: { name: 'Bloomsbury Paw Patch Garden', fenced: true },
  });
  await post(request, moderatorEmail, `/api/admin/suggestions/${rejected.id}/reject`, {
    adminNote: 'This garden is for residents only.',
  });
  const reviewed = await placeIdOf(request, fixturePlaces.dogRun.name);
  await post(request, jo, `/api/locations/${reviewed}/reviews`, {
    rating: 5,
    text: 'Biscuit runs laps here every morning.',
  });

  // Tall enough for the whole list above the bottom bar.
  await page.setViewportSize({ width: 390, height: 1100 });
  await openApp(page, '/profile');
  const contributions = page.getByRole('region', { name: 'My contributions' });
  await expect(contributions.getByText('Correct and send again')).toBeVisible();
  await contributions.evaluate((section) => section.scrollIntoView({ block: 'start' }));
  await expectLoaded(page);
  await page.screenshot(shot('my-contributions'));

  await moderator.setViewportSize({ width: 1440, height: 900 });
  await openApp(moderator, '/admin?tab=suggestions');
  const queue = await adminTab(moderator, 'Suggestions');
  await expect(queue.getByText('Regent Square Run').first()).toBeVisible();
  await expectLoaded(moderator);
  await moderator.screenshot(shot('admin'));
});

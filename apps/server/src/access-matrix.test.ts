import { isDeepStrictEqual } from 'node:util';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { z } from 'zod';
import { favorites, reports, users } from '@waggle/db/schema';
import {
  adminAnnouncementsEndpoint,
  createAnnouncementEndpoint,
  updateAnnouncementEndpoint,
} from '@waggle/shared/api/admin-announcements';
import { adminSummaryEndpoint, auditLogEndpoint } from '@waggle/shared/api/admin-overview';
import { removePhotoEndpoint } from '@waggle/shared/api/admin-photos';
import {
  adminPlacesEndpoint,
  updateAdminPlaceEndpoint,
  verifyPlaceEndpoint,
} from '@waggle/shared/api/admin-places';
import { adminReportsEndpoint, resolveReportEndpoint } from '@waggle/shared/api/admin-reports';
import {
  hiddenReviewsEndpoint,
  hideReviewEndpoint,
  restoreReviewEndpoint,
} from '@waggle/shared/api/admin-reviews';
import {
  adminSuggestionsEndpoint,
  approveSuggestionEndpoint,
  rejectSuggestionEndpoint,
} from '@waggle/shared/api/admin-suggestions';
import { adminUsersEndpoint, updateAdminUserEndpoint } from '@waggle/shared/api/admin-users';
import { messagesEndpoint } from '@waggle/shared/api/announcements';
import { authEmulatorEndpoint } from '@waggle/shared/api/auth';
import { buildPath, type QueryParams } from '@waggle/shared/api/build-path';
import { mapConfigEndpoint } from '@waggle/shared/api/config';
import {
  markDecisionsSeenEndpoint,
  myReviewsEndpoint,
  unseenDecisionsEndpoint,
} from '@waggle/shared/api/contributions';
import type { Endpoint } from '@waggle/shared/api/endpoint';
import { endpoints } from '@waggle/shared/api/endpoints';
import {
  addFavoriteEndpoint,
  favoriteIdsEndpoint,
  removeFavoriteEndpoint,
} from '@waggle/shared/api/favorites';
import { healthEndpoint, livenessEndpoint, readinessEndpoint } from '@waggle/shared/api/health';
import { uploadImageEndpoint } from '@waggle/shared/api/images';
import { uploadFieldName } from '@waggle/shared/images';
import {
  batchPlacesEndpoint,
  getPlaceEndpoint,
  listPlacesEndpoint,
  probePlacesEndpoint,
  townsEndpoint,
} from '@waggle/shared/api/places';
import { createReportEndpoint, myOpenReportEndpoint } from '@waggle/shared/api/reports';
import {
  deleteReviewEndpoint,
  getOwnReviewEndpoint,
  listReviewsEndpoint,
  reviewPhotoEndpoint,
  saveReviewEndpoint,
} from '@waggle/shared/api/reviews';
import {
  createSuggestionEndpoint,
  mySuggestionsEndpoint,
  possibleDuplicatesEndpoint,
} from '@waggle/shared/api/suggestions';
import {
  deleteUserEndpoint,
  getUserEndpoint,
  syncUserEndpoint,
  updateProfileEndpoint,
  validateSessionEndpoint,
} from '@waggle/shared/api/users';
import {
  createAdminTestKit,
  insertPlace,
  newPlaceFields,
  type AdminTestKit,
} from './test/admin-test-kit';
import { bearer, createVerifiedGoogleUser, type EmulatorUser } from './test/auth-emulator-client';
import { databaseSnapshots, type DatabaseSnapshot } from './test/database-snapshot';
import { insertUpload } from './test/fake-uploads';
import { placeholderPassword, syncUser } from './test/sync-user';
import { testEngines } from './test/test-database';

// docs/product.md#roles-and-permissions: who may call each endpoint, proven on every one of them.
// Each is called by four callers on the owner's things: anonymous, another signed-in user, the
// owner, and an admin. A refused call (4xx) must leave every table of the database as it was.

const callers = ['anonymous', 'other', 'owner', 'admin'] as const;
type Caller = (typeof callers)[number];
type Statuses = Record<Caller, number>;

/** What every caller sends: the path's values, the query, and a valid body (JSON or a form). */
interface Call {
  params?: Record<string, number>;
  query?: QueryParams;
  body?: object;
  form?: { payload: Buffer; contentType: string };
  /** Who the owner is, when the call names someone other than the file's owner. */
  owner?: Person;
}

interface Person {
  user: EmulatorUser;
  id: number;
}

/**
 * The file's fixtures, made once: the owner's place, review with a photo, hidden review, suggestion,
 * report, favourite and unattached upload, an announcement, and someone without rights. And fresh
 * things for the calls whose success uses theirs up.
 */
interface Fixtures {
  owner: Person;
  placeId: number;
  /** The owner's review of another place, with a photo, hidden by a moderator. */
  hiddenReviewId: number;
  favoritePlaceId: number;
  announcementId: number;
  /** Someone whose sign-in verified their email, without admin rights. */
  bystanderId: number;
  newPlace(): Promise<number>;
  /** A new upload of the owner's, attached to nothing; its URL. */
  newUpload(): Promise<string>;
  /** A new review of the owner's, of a new place, with a photo. */
  newReview(options?: { photoUrl?: string; hidden?: boolean }): Promise<number>;
  newSuggestion(): Promise<number>;
  newReport(): Promise<number>;
  newAccount(): Promise<Person>;
  /** The owner's favourite of `favoritePlaceId`, saved again if it was removed. */
  saveFavorite(): Promise<void>;
}

interface Row {
  endpoint: Endpoint;
  expect: Statuses;
  /**
   * Builds the call, before the first caller and again after each success when `consumes`: a
   * success that uses up what the call names (a review deleted, a suggestion decided) leaves the
   * next caller a fresh one.
   */
  call: (f: Fixtures) => Call | Promise<Call>;
  consumes?: boolean;
}

// The answers by the descriptor's access (packages/shared/src/api/endpoint.ts), `ok` the success.
const everyone = (ok = 200): Statuses => ({ anonymous: ok, other: ok, owner: ok, admin: ok });
const signedIn = (ok = 200): Statuses => ({ anonymous: 401, other: ok, owner: ok, admin: ok });
const self = (ok = 200): Statuses => ({ anonymous: 401, other: 403, owner: ok, admin: 403 });
const selfOrAdmin = (ok = 200): Statuses => ({ ...self(ok), admin: ok });
const admins = (ok = 200): Statuses => ({ anonymous: 401, other: 403, owner: 403, admin: ok });

const row = (endpoint: Endpoint, expected: Statuses, call: Row['call'], consumes = false): Row => ({
  endpoint,
  expect: expected,
  call,
  consumes,
});
const none = (): Call => ({});

/** A small JPEG in a multipart form, as the app uploads a photo. */
async function photoForm(): Promise<NonNullable<Call['form']>> {
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a6' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append(
    uploadFieldName,
    new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }),
    'dog.jpg',
  );
  const encoded = new Request('http://waggle.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

const matrix: Row[] = [
  row(healthEndpoint, everyone(), none),
  row(livenessEndpoint, everyone(), none),
  row(readinessEndpoint, everyone(), none),
  row(mapConfigEndpoint, everyone(), none),
  row(authEmulatorEndpoint, everyone(), none),
  row(messagesEndpoint, everyone(), none),

  row(listPlacesEndpoint, everyone(), () => ({ query: { limit: 5 } })),
  row(probePlacesEndpoint, everyone(), () => ({ query: { limit: 1 } })),
  row(getPlaceEndpoint, everyone(), (f) => ({ params: { id: f.placeId } })),
  row(batchPlacesEndpoint, everyone(), (f) => ({ body: { ids: [f.placeId] } })),
  row(townsEndpoint, everyone(), () => ({ query: { q: 'Ber' } })),

  row(listReviewsEndpoint, everyone(), (f) => ({ params: { id: f.placeId } })),
  // Another caller has no review of the place: theirs is null.
  row(getOwnReviewEndpoint, signedIn(), (f) => ({ params: { id: f.placeId } })),
  // docs/product.md#images: a review takes only its author's own uploads.
  row(
    saveReviewEndpoint,
    { anonymous: 401, other: 400, owner: 201, admin: 400 },
    async (f) => ({
      params: { id: await f.newPlace() },
      body: { rating: 4, text: 'Shady.', photos: [await f.newUpload()] },
    }),
    true,
  ),
  // docs/product.md#moderation: a hidden review's photos, to its author and admins; 404 to others.
  row(reviewPhotoEndpoint, { anonymous: 404, other: 404, owner: 200, admin: 200 }, (f) => ({
    params: { id: f.hiddenReviewId },
    query: { n: 0, size: 'thumbnail' },
  })),
  row(
    deleteReviewEndpoint,
    { anonymous: 401, other: 403, owner: 200, admin: 200 },
    async (f) => ({ params: { id: await f.newReview() } }),
    true,
  ),

  // The sync and the session check name the owner's uid: anyone else's token is refused.
  row(syncUserEndpoint, self(), (f) => ({
    body: {
      firebaseUID: f.owner.user.uid,
      username: 'Olive',
      password: placeholderPassword,
      email: f.owner.user.email,
      displayName: 'Olive',
      photoURL: '',
    },
  })),
  row(validateSessionEndpoint, self(), (f) => ({
    body: { firebaseUID: f.owner.user.uid, userId: f.owner.id },
  })),
  row(getUserEndpoint, selfOrAdmin(), (f) => ({ params: { id: f.owner.id } })),
  row(updateProfileEndpoint, self(), (f) => ({
    params: { id: f.owner.id },
    body: { dogName: 'Biscuit', dogSize: 'medium' },
  })),
  row(
    deleteUserEndpoint,
    self(),
    async (f) => {
      const owner = await f.newAccount();
      return { params: { id: owner.id }, body: { requestingUserId: owner.id }, owner };
    },
    true,
  ),

  row(favoriteIdsEndpoint, self(), (f) => ({ params: { id: f.owner.id } })),
  row(addFavoriteEndpoint, self(), (f) => ({
    params: { id: f.owner.id, placeId: f.placeId },
  })),
  row(
    removeFavoriteEndpoint,
    self(),
    async (f) => {
      await f.saveFavorite();
      return { params: { id: f.owner.id, placeId: f.favoritePlaceId } };
    },
    true,
  ),

  row(myReviewsEndpoint, self(), (f) => ({ params: { id: f.owner.id } })),
  row(unseenDecisionsEndpoint, self(), (f) => ({ params: { id: f.owner.id } })),
  row(markDecisionsSeenEndpoint, self(), (f) => ({ params: { id: f.owner.id } })),

  row(createSuggestionEndpoint, signedIn(201), () => ({
    body: { kind: 'new', fields: { ...newPlaceFields, name: 'Tail Wag Tavern' } },
  })),
  row(mySuggestionsEndpoint, signedIn(), none),
  row(possibleDuplicatesEndpoint, signedIn(), () => ({
    query: { name: newPlaceFields.name, lat: newPlaceFields.lat, lng: newPlaceFields.lng },
  })),
  // A new place: the owner's report on the fixtures' place is open, so theirs would be a 409.
  row(createReportEndpoint, signedIn(201), async (f) => ({
    body: { target: 'place', placeId: await f.newPlace(), reason: 'closed' },
  })),
  row(myOpenReportEndpoint, signedIn(), (f) => ({ query: { placeId: f.placeId } })),
  row(uploadImageEndpoint, signedIn(201), async () => ({ form: await photoForm() })),

  row(adminSummaryEndpoint, admins(), none),
  row(auditLogEndpoint, admins(), none),
  row(adminSuggestionsEndpoint, admins(), none),
  row(
    approveSuggestionEndpoint,
    admins(),
    async (f) => ({ params: { id: await f.newSuggestion() }, body: {} }),
    true,
  ),
  row(
    rejectSuggestionEndpoint,
    admins(),
    async (f) => ({ params: { id: await f.newSuggestion() }, body: { adminNote: 'Already here' } }),
    true,
  ),
  row(adminReportsEndpoint, admins(), none),
  row(
    resolveReportEndpoint,
    admins(),
    async (f) => ({ params: { id: await f.newReport() }, body: { action: 'dismiss' } }),
    true,
  ),
  row(hiddenReviewsEndpoint, admins(), none),
  row(
    hideReviewEndpoint,
    admins(),
    async (f) => ({ params: { id: await f.newReview() }, body: { reason: 'Off topic' } }),
    true,
  ),
  row(
    restoreReviewEndpoint,
    admins(),
    async (f) => ({ params: { id: await f.newReview({ hidden: true }) } }),
    true,
  ),
  row(
    removePhotoEndpoint,
    admins(),
    async (f) => {
      const url = await f.newUpload();
      await f.newReview({ photoUrl: url });
      return { body: { url } };
    },
    true,
  ),
  row(adminPlacesEndpoint, admins(), () => ({ query: { q: 'Riverside' } })),
  row(updateAdminPlaceEndpoint, admins(), (f) => ({
    params: { id: f.placeId },
    body: { fields: { description: 'Shady paths along the water.' } },
  })),
  row(verifyPlaceEndpoint, admins(), (f) => ({ params: { id: f.placeId } })),
  row(adminUsersEndpoint, admins(), () => ({ query: { q: 'Olive' } })),
  row(updateAdminUserEndpoint, admins(), (f) => ({
    params: { id: f.bystanderId },
    body: { isAdmin: true },
  })),
  row(adminAnnouncementsEndpoint, admins(), none),
  row(createAnnouncementEndpoint, admins(201), () => ({
    body: {
      title: 'Walkies',
      content: 'See you in the park.',
      publishedAt: '2026-05-01T09:00:00Z',
    },
  })),
  row(updateAnnouncementEndpoint, admins(), (f) => ({
    params: { id: f.announcementId },
    body: { status: 'archived' },
  })),
];

/** docs/product.md#error-responses: a refusal's body, its code by the status. */
const refusal = (status: number) =>
  z.object({
    error: z.literal(
      (
        {
          400: 'validation_failed',
          401: 'unauthorized',
          403: 'forbidden',
          404: 'not_found',
        } as const
      )[status] ?? 'an error this matrix never expects',
    ),
    message: z.string().min(1),
  });

const nameOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

describe.each(testEngines)('who may call each endpoint [%s]', (engine) => {
  let kit: AdminTestKit;
  let f: Fixtures;
  let snapshot: () => Promise<DatabaseSnapshot>;

  beforeAll(async () => {
    kit = await createAdminTestKit(engine);
    const { db, dataDir, admin, submit } = kit;
    const signIn = async (name: string): Promise<Person> => {
      const user = await createVerifiedGoogleUser();
      return { user, id: (await syncUser(kit.t.app, user, name)).userId };
    };
    const owner = await signIn('Olive');
    const newPlace = () => insertPlace(db, { city: 'Berlin' });
    const newUpload = async () => (await insertUpload(db, dataDir, owner.id)).url;
    const newReview = async ({ photoUrl = '', hidden = false } = {}) => {
      const { review } = await submit<{ review: { id: number } }>(
        owner.user,
        `/api/locations/${await newPlace()}/reviews`,
        { rating: 5, text: 'Water bowls at the door.', photos: [photoUrl || (await newUpload())] },
      );
      if (hidden) await submit(admin, `/api/admin/reviews/${review.id}/hide`, { reason: 'Spam' });
      return review.id;
    };
    const newSuggestion = async () =>
      (
        await submit<{ id: number }>(owner.user, '/api/suggestions', {
          kind: 'new',
          fields: { ...newPlaceFields, name: 'Paws Corner' },
        })
      ).id;
    const newReport = async () => {
      await submit(owner.user, '/api/reports', {
        target: 'place',
        placeId: await newPlace(),
        reason: 'closed',
      });
      const [latest] = await db.select().from(reports).orderBy(desc(reports.id)).limit(1);
      return latest?.id ?? 0;
    };
    const favoritePlaceId = await newPlace();
    const saveFavorite = async () => {
      await db
        .insert(favorites)
        .values({ userId: owner.id, placeId: favoritePlaceId })
        .onConflictDoNothing();
    };
    const [bystander] = await db
      .insert(users)
      .values({
        firebaseUid: `bystander-${engine}`,
        username: 'Bea',
        email: 'bea@example.com',
        emailVerified: true,
      })
      .returning({ id: users.id });
    const { id: announcementId } = await submit<{ id: number }>(admin, '/api/admin/announcements', {
      title: 'Welcome',
      content: 'Tell us about the parks you love.',
      publishedAt: '2026-01-01T09:00:00Z',
    });

    const placeId = await newPlace();
    await submit(owner.user, `/api/locations/${placeId}/reviews`, {
      rating: 4,
      photos: [await newUpload()],
    });
    await saveFavorite();
    await newSuggestion();
    await submit(owner.user, '/api/reports', { target: 'place', placeId, reason: 'closed' });
    await newUpload();
    f = {
      owner,
      placeId,
      hiddenReviewId: await newReview({ hidden: true }),
      favoritePlaceId,
      announcementId,
      bystanderId: bystander?.id ?? 0,
      newPlace,
      newUpload,
      newReview,
      newSuggestion,
      newReport,
      newAccount: () => signIn('Nell'),
      saveFavorite,
    };
    snapshot = await databaseSnapshots(db);
  });
  afterAll(() => kit.close());

  it('has a row for every endpoint, and one only', () => {
    const rows = matrix.map(({ endpoint }) => endpoint);
    expect(endpoints.filter((endpoint) => !rows.includes(endpoint)).map(nameOf)).toEqual([]);
    expect(rows.filter((endpoint, i) => rows.indexOf(endpoint) !== i).map(nameOf)).toEqual([]);
  });

  it("asks a sign-in of the anonymous caller exactly where the descriptor's access does", () => {
    const disagreeing = matrix.filter(
      ({ endpoint, expect: expected }) =>
        (expected.anonymous === 401) !== (endpoint.access !== 'anyone'),
    );
    expect(disagreeing.map(({ endpoint }) => nameOf(endpoint))).toEqual([]);
  });

  const send = (endpoint: Endpoint, call: Call, who: EmulatorUser | null) =>
    kit.t.app.inject({
      method: endpoint.method,
      url: buildPath(endpoint.path, call.params, call.query),
      headers: {
        ...(who && bearer(who)),
        ...(call.form && { 'content-type': call.form.contentType }),
      },
      payload: call.form?.payload ?? call.body,
    });

  it.each(matrix.map((entry) => [nameOf(entry.endpoint), entry] as const))(
    '%s',
    async (_name, { endpoint, expect: expected, call: build, consumes }) => {
      const statuses: Partial<Statuses> = {};
      const changedWhenRefused: Caller[] = [];
      const refusedOutOfShape: Caller[] = [];
      let call = await build(f);
      for (const caller of callers) {
        const who = {
          anonymous: null,
          other: kit.member,
          owner: (call.owner ?? f.owner).user,
          admin: kit.admin,
        }[caller];
        // A call answered otherwise than expected fails on its status: the state is read only
        // around the refusals expected.
        const before = expected[caller] >= 400 ? await snapshot() : undefined;
        const response = await send(endpoint, call, who);
        statuses[caller] = response.statusCode;
        if (response.statusCode >= 400) {
          if (before !== undefined && !isDeepStrictEqual(await snapshot(), before)) {
            changedWhenRefused.push(caller);
          }
          if (!refusal(response.statusCode).safeParse(response.json()).success) {
            refusedOutOfShape.push(caller);
          }
        } else if (consumes) {
          call = await build(f);
        }
      }
      expect({ statuses, changedWhenRefused, refusedOutOfShape }).toEqual({
        statuses: expected,
        changedWhenRefused: [],
        refusedOutOfShape: [],
      });
    },
  );
});

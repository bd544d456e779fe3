// The mixed load (`npm run bench:load -- --mix`, and its short version in the tests): signed-in
// users reading places, saving favourites and writing reviews at once, one user per connection.
import { randomUUID } from 'node:crypto';
import { buildPath } from '@waggle/shared/api/build-path';
import { favoritePath, placePath, placeReviewsPath, reviewPath } from '@waggle/shared/api/paths';
import {
  createEmulatorAccount,
  signInEmulatorAccount,
  signInToServer,
  type EmulatorAccount,
} from '../../../scripts/emulator-accounts';
import type { Env } from '../src/env';
import { createHttpClient, type HttpAnswer, type HttpClient } from './http-client';
import { percentiles } from './measure';
import { createRandom, randomLoadPath, randomPosition, nearbyPath, type Random } from './workload';

export const mixKinds = [
  'nearby',
  'place',
  'place reviews',
  'favourite toggle',
  'review write',
] as const;
export type MixKind = (typeof mixKinds)[number];

/** The kinds that change something; the rest only read. */
export const mixWriteKinds: readonly MixKind[] = ['favourite toggle', 'review write'];

/**
 * What one write asked for: `key` names the row (a user's favourite of a place, their review of
 * it), `state` what it should hold afterwards (null: no row). `acknowledged`: the server answered
 * it with success; when not, the row may or may not have changed.
 */
export interface MixWrite {
  key: string;
  state: string | null;
  acknowledged: boolean;
}

/**
 * Each kind's share of the requests, as slots in a cycle of 20 each user walks from a random
 * start: 80 % reads (50 % nearby, 20 % a place, 10 % its reviews), 15 % favourite toggles, 5 %
 * review writes. Any 20 requests in a row of one user hold every kind in its share.
 */
const kindCycle: readonly MixKind[] = [
  'nearby',
  'place',
  'favourite toggle',
  'nearby',
  'place reviews',
  'nearby',
  'place',
  'nearby',
  'favourite toggle',
  'nearby',
  'review write',
  'nearby',
  'place',
  'nearby',
  'favourite toggle',
  'place reviews',
  'nearby',
  'place',
  'nearby',
  'nearby',
];

/** The server's limits for a load run: one address sends every user's calls. */
export const mixServerLimits = {
  RATE_LIMIT_READS_PER_MINUTE: 1_000_000,
  RATE_LIMIT_WRITES_PER_MINUTE: 1_000_000,
} satisfies Partial<Env>;

/** An ID token lasts an hour; a user signs in again after 50 minutes. */
const tokenLifetimeMs = 50 * 60_000;

export interface MixUser {
  account: EmulatorAccount;
  signedInAt: number;
  /** The server's id of the user, in their favourites' paths. */
  userId: number;
}

async function authorization(user: MixUser, emulatorHost: string) {
  if (Date.now() - user.signedInAt > tokenLifetimeMs) {
    const { email, password } = user.account;
    user.account = await signInEmulatorAccount(emulatorHost, email, password);
    user.signedInAt = Date.now();
  }
  return { authorization: `Bearer ${user.account.idToken}` };
}

/** `count` new emulator accounts, each signed in to the server as the app does (POST /api/users). */
export async function signInMixUsers(
  serverUrl: string,
  emulatorHost: string,
  count: number,
): Promise<MixUser[]> {
  const run = randomUUID().slice(0, 8);
  const users: MixUser[] = [];
  for (let i = 0; i < count; i++) {
    const name = `Load ${run} ${i}`;
    const account = await createEmulatorAccount(emulatorHost, `load-${run}-${i}@example.com`, name);
    const userId = await signInToServer(serverUrl, account, name);
    users.push({ account, signedInAt: Date.now(), userId });
  }
  return users;
}

/** Ids of active places, from the nearby answers around random city positions. */
export async function collectPlaceIds(serverUrl: string, wanted = 500): Promise<number[]> {
  const random = createRandom(7);
  const client = createHttpClient(serverUrl);
  const ids = new Set<number>();
  try {
    for (let attempt = 0; attempt < 200 && ids.size < wanted; attempt++) {
      const answer = await client.send(nearbyPath(randomPosition(random, 'dense'), {}), {
        readBody: true,
      });
      if (answer.status !== 200) throw new Error(`Listing places: ${answer.status} ${answer.body}`);
      for (const place of (JSON.parse(answer.body) as { places: { id: number }[] }).places) {
        ids.add(place.id);
      }
    }
  } finally {
    client.close();
  }
  if (ids.size === 0) throw new Error('No places near the cities: seed some first');
  return [...ids];
}

export interface MixOptions {
  serverUrl: string;
  emulatorHost: string;
  users: readonly MixUser[];
  placeIds: readonly number[];
  seconds: number;
  /** Stops earlier after this many requests in all. */
  maxRequests?: number;
  /** Stops earlier when aborted (each user after their request in flight). */
  stop?: AbortSignal;
  seed: number;
  /** Called with every answered or failed request: when it was sent, how long it took, whether it failed. */
  onRequest?: (kind: MixKind, sentAt: number, ms: number, failed: boolean) => void;
  /** Called with every favourite or review write, once it is answered or has failed. */
  onWrite?: (write: MixWrite) => void;
}

export interface MixResult {
  seconds: number;
  latencies: Record<MixKind, number[]>;
  errors: Record<MixKind, number>;
  /** The first failures, for the report. */
  failures: string[];
}

const pick = <T>(random: Random, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};

interface Expected {
  answer: HttpAnswer;
  statuses: readonly number[];
}

/** A write whose request failed before an answer: reported as not acknowledged, then rethrown. */
const failedWrite =
  (report: (acknowledged: boolean) => void) =>
  (error: unknown): never => {
    report(false);
    throw error;
  };

/**
 * One user on one connection. Favourites toggle among 20 places of their own (saved, then
 * removed), so a user never holds more than 20. Reviews go in cycles: a new review of a random
 * place (201), then either a rewrite of it (200) or its deletion, which ends the cycle; a user
 * holds at most one review at a time, and never two of one place.
 */
function createMixUser(options: MixOptions, user: MixUser, client: HttpClient, random: Random) {
  const signedIn = () => authorization(user, options.emulatorHost);
  const favourites = Array.from({ length: 20 }, () => pick(random, options.placeIds));
  const saved = new Set<number>();
  let review: { placeId: number; id: number } | null = null;

  async function writeReview(placeId: number): Promise<Expected> {
    // A first review of the place is created (201), a second one replaces it (200).
    const expected = review?.placeId === placeId ? 200 : 201;
    const rating = 1 + Math.floor(random() * 5);
    const key = `review ${user.userId} ${placeId}`;
    const answer = await client
      .send(buildPath(placeReviewsPath, { id: placeId }), {
        method: 'POST',
        headers: await signedIn(),
        json: { rating, text: `Visited with the dog: ${rating} of 5.` },
        readBody: true,
      })
      .catch(failedWrite((acknowledged) => options.onWrite?.({ key, state: null, acknowledged })));
    if (answer.status === 200 || answer.status === 201) {
      const { id } = (JSON.parse(answer.body) as { review: { id: number } }).review;
      review = { placeId, id };
      options.onWrite?.({ key, state: `${id} rated ${rating}`, acknowledged: true });
    } else {
      options.onWrite?.({ key, state: null, acknowledged: false });
    }
    return { answer, statuses: [expected] };
  }

  const steps: Record<MixKind, () => Promise<Expected>> = {
    nearby: async () => ({
      answer: await client.send(randomLoadPath(random)),
      statuses: [200],
    }),
    place: async () => ({
      answer: await client.send(buildPath(placePath, { id: pick(random, options.placeIds) })),
      statuses: [200],
    }),
    'place reviews': async () => ({
      answer: await client.send(
        buildPath(placeReviewsPath, { id: pick(random, options.placeIds) }),
      ),
      statuses: [200],
    }),
    'favourite toggle': async () => {
      const placeId = pick(random, favourites);
      const remove = saved.has(placeId);
      const write = (acknowledged: boolean) =>
        options.onWrite?.({
          key: `favourite ${user.userId} ${placeId}`,
          state: remove ? null : 'saved',
          acknowledged,
        });
      const answer = await client
        .send(buildPath(favoritePath, { id: user.userId, placeId }), {
          method: remove ? 'DELETE' : 'PUT',
          headers: await signedIn(),
        })
        .catch(failedWrite(write));
      write(answer.status === 200);
      if (answer.status === 200) {
        if (remove) saved.delete(placeId);
        else saved.add(placeId);
      }
      return { answer, statuses: [200] };
    },
    'review write': async () => {
      if (!review) return writeReview(pick(random, options.placeIds));
      if (random() < 0.5) return writeReview(review.placeId);
      const key = `review ${user.userId} ${review.placeId}`;
      const write = (acknowledged: boolean) =>
        options.onWrite?.({ key, state: null, acknowledged });
      const answer = await client
        .send(buildPath(reviewPath, { id: review.id }), {
          method: 'DELETE',
          headers: await signedIn(),
          readBody: true,
        })
        .catch(failedWrite(write));
      write(answer.status === 200);
      if (answer.status === 200) review = null;
      return { answer, statuses: [200] };
    },
  };
  return steps;
}

/** Every user sends one request after another until the time or the request budget is up. */
export async function runMix(options: MixOptions): Promise<MixResult> {
  const latencies = Object.fromEntries(mixKinds.map((kind) => [kind, [] as number[]])) as Record<
    MixKind,
    number[]
  >;
  const errors = Object.fromEntries(mixKinds.map((kind) => [kind, 0])) as Record<MixKind, number>;
  const failures: string[] = [];
  const fail = (kind: MixKind, what: string) => {
    errors[kind] += 1;
    if (failures.length < 10) failures.push(`${kind}: ${what}`);
  };
  let budget = options.maxRequests ?? Number.POSITIVE_INFINITY;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;

  await Promise.all(
    options.users.map(async (user, index) => {
      const random = createRandom(options.seed * 1000 + index);
      const client = createHttpClient(options.serverUrl);
      const steps = createMixUser(options, user, client, random);
      let slot = Math.floor(random() * kindCycle.length);
      try {
        while (performance.now() < deadline && budget > 0 && !options.stop?.aborted) {
          budget -= 1;
          slot = (slot + 1) % kindCycle.length;
          const kind = kindCycle[slot] ?? 'nearby';
          const sent = performance.now();
          let failed = true;
          try {
            const { answer, statuses } = await steps[kind]();
            latencies[kind].push(performance.now() - sent);
            failed = !statuses.includes(answer.status);
            if (failed) fail(kind, `${answer.status} ${answer.body.slice(0, 200)}`);
          } catch (error) {
            fail(kind, (error as Error).message);
          }
          options.onRequest?.(kind, sent, performance.now() - sent, failed);
        }
      } finally {
        client.close();
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, latencies, errors, failures };
}

export const totalRequests = (result: MixResult) =>
  mixKinds.reduce((sum, kind) => sum + result.latencies[kind].length, 0);
export const totalErrors = (result: MixResult) =>
  mixKinds.reduce((sum, kind) => sum + result.errors[kind], 0);

/** A Markdown table: each kind's requests, share, rate, p50 / p99 and errors, then the total. */
export function mixTable(result: MixResult): string {
  const total = totalRequests(result);
  const rate = (count: number) => Math.round(count / result.seconds).toLocaleString('en');
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const row = (label: string, samples: readonly number[], errors: number) => {
    const { p50, p99 } = percentiles(samples);
    const share = `${((100 * samples.length) / Math.max(total, 1)).toFixed(1)} %`;
    return `| ${label} | ${share} | ${samples.length.toLocaleString('en')} | ${rate(samples.length)} | ${ms(p50)} | ${ms(p99)} | ${errors} |`;
  };
  return [
    '| Kind | Share | Requests | Requests/s | p50 | p99 | Errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...mixKinds.map((kind) => row(kind, result.latencies[kind], result.errors[kind])),
    row(
      'all',
      mixKinds.flatMap((kind) => result.latencies[kind]),
      totalErrors(result),
    ),
  ].join('\n');
}

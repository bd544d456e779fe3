import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { uploadFieldName } from '@waggle/shared/images';
import { createEmulatorUser, type EmulatorUser } from './auth-emulator-client';
import { signInToServer } from '../../../../scripts/emulator-accounts';

/** A review the stream sent: what it asked to store. */
export interface SentReview {
  userId: number;
  placeId: number;
  rating: number;
  text: string;
  photos: string[];
}

/** A favourite change the stream sent. */
interface SentFavourite {
  userId: number;
  placeId: number;
  saved: boolean;
}

/**
 * What the stream sent and what came of it. "Acknowledged" is a 2xx answer received: that write
 * must survive anything. Everything else (no answer, a 503) may or may not have happened, but
 * never in part.
 */
export interface StreamRecord {
  favourites: { acknowledged: SentFavourite[]; unknown: SentFavourite[] };
  reviews: { acknowledged: SentReview[]; unknown: SentReview[] };
  /** Photo URLs whose upload was acknowledged (201). */
  uploads: string[];
  /** Every answer that was not a 2xx: its status, body, and how long it took. */
  failures: { status: number; body: string; ms: number }[];
  /** Requests that got no answer at all (the server died under them, or refused the connection). */
  dropped: number;
}

interface Signed {
  id: number;
  token: string;
}

/** Emulator users signed up to the server at `url` (POST /api/users), for the stream to write as. */
export async function signUpUsers(url: string, count: number): Promise<Signed[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const user: EmulatorUser = await createEmulatorUser(`Walker ${index}`);
      const userId = await signInToServer(url, user, `Walker ${index}`);
      return { id: userId, token: user.idToken };
    }),
  );
}

type Answer = { ok: true; body: unknown } | { ok: false };

export interface WriteStreamOptions {
  users: Signed[];
  /** The places the stream writes on; each user takes each at most once for each kind of write. */
  placeIds: number[];
  /** Called after each acknowledged write with how many there have been. */
  onAcknowledged?: (count: number) => void;
  /** Whether a worker stops at its first request without an answer (the server is gone). */
  stopWhenDropped: boolean;
}

/**
 * Each user writes as fast as the server answers, one request at a time, until `stop()`: a
 * favourite saved, a review with one or two photos (uploaded first), the favourite saved two steps
 * before removed, and round again, each on a place of its own. `done` resolves with the record.
 */
export function startWriteStream({
  users,
  placeIds,
  onAcknowledged,
  stopWhenDropped,
}: WriteStreamOptions) {
  const record: StreamRecord = {
    favourites: { acknowledged: [], unknown: [] },
    reviews: { acknowledged: [], unknown: [] },
    uploads: [],
    failures: [],
    dropped: 0,
  };
  let stopped = false;
  let acknowledged = 0;
  let inFlight = 0;
  let url = '';
  const photo = sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a5a2b' } })
    .jpeg()
    .toBuffer();

  async function send(user: Signed, method: string, path: string, body?: object | FormData) {
    const headers: Record<string, string> = { authorization: `Bearer ${user.token}` };
    if (body && !(body instanceof FormData)) headers['content-type'] = 'application/json';
    inFlight += 1;
    const sent = performance.now();
    try {
      const response = await fetch(`${url}${path}`, {
        method,
        headers,
        body: body instanceof FormData ? body : body && JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) {
        record.failures.push({ status: response.status, body: text, ms: performance.now() - sent });
        // No hot loop while the server refuses (its database is down).
        await new Promise((resume) => setTimeout(resume, 100));
        return { ok: false } as Answer;
      }
      return { ok: true, body: JSON.parse(text) as unknown } as Answer;
    } catch {
      record.dropped += 1;
      if (stopWhenDropped) stopped = true;
      return { ok: false } as Answer;
    } finally {
      inFlight -= 1;
    }
  }

  function acknowledge() {
    acknowledged += 1;
    onAcknowledged?.(acknowledged);
  }

  async function setFavourite(user: Signed, placeId: number, saved: boolean) {
    const sent = { userId: user.id, placeId, saved };
    const path = `/api/users/${user.id}/favorites/${placeId}`;
    const answer = await send(user, saved ? 'PUT' : 'DELETE', path);
    record.favourites[answer.ok ? 'acknowledged' : 'unknown'].push(sent);
    if (answer.ok) acknowledge();
    return answer.ok;
  }

  async function upload(user: Signed): Promise<string | null> {
    const form = new FormData();
    form.append(uploadFieldName, new Blob([new Uint8Array(await photo)], { type: 'image/jpeg' }));
    const answer = await send(user, 'POST', '/api/images', form);
    if (!answer.ok) return null;
    const { url: photoUrl } = answer.body as { url: string };
    record.uploads.push(photoUrl);
    return photoUrl;
  }

  async function review(user: Signed, placeId: number, round: number) {
    const photos: string[] = [];
    for (let n = 0; n < 1 + (round % 2); n += 1) {
      const uploaded = await upload(user);
      if (!uploaded) return;
      photos.push(uploaded);
    }
    const body = { rating: 1 + (round % 5), text: `Walk ${round}`, photos };
    const sent = { userId: user.id, placeId, ...body };
    const answer = await send(user, 'POST', `/api/locations/${placeId}/reviews`, body);
    record.reviews[answer.ok ? 'acknowledged' : 'unknown'].push(sent);
    if (answer.ok) acknowledge();
  }

  async function work(user: Signed) {
    const saved: number[] = [];
    for (let round = 0; !stopped && round < placeIds.length; round += 1) {
      const placeId = placeIds[round] as number;
      if (await setFavourite(user, placeId, true)) saved.push(placeId);
      if (stopped) break;
      await review(user, placeId, round);
      const earlier = saved.at(-3);
      if (!stopped && earlier !== undefined) await setFavourite(user, earlier, false);
    }
  }

  return {
    /** Starts the users' writes against the server at `serverUrl`. */
    run(serverUrl: string): Promise<StreamRecord> {
      url = serverUrl;
      return Promise.all(users.map(work)).then(() => record);
    },
    /** Ends every worker after its current request. */
    stop() {
      stopped = true;
    },
    /** Requests sent and not yet answered. */
    inFlight: () => inFlight,
    /** What has come of the writes so far. */
    record,
  };
}

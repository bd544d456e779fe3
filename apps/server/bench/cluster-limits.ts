// bench:cluster's check that the writes limit holds across processes: one person sends half as
// many again as the limit through nginx, which deals the calls out over both processes in turn.
// Counted in each process, every call would pass (each sees three quarters of the limit);
// counted together, the refusals begin once the limit is used up.
import { buildPath } from '@waggle/shared/api/build-path';
import { favoritePath } from '@waggle/shared/api/paths';
import { createHttpClient } from './http-client';
import { signInMixUsers } from './mix';

export interface LimitCheck {
  limit: number;
  sent: number;
  accepted: number;
  refused: number;
  other: number;
  /** The number of the first refused call, counted in the order they were answered. */
  firstRefusal: number | null;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Sends `1.5 × limit` favourite saves of one new user through `url`, four at a time. Starts early
 * in a minute of the clock, so a window kept per clock minute does not turn over meanwhile.
 */
export async function checkSharedLimit(
  url: string,
  emulatorHost: string,
  placeId: number,
  limit: number,
): Promise<LimitCheck> {
  const [user] = await signInMixUsers(url, emulatorHost, 1);
  if (!user) throw new Error('no user for the limit check');
  const secondsIntoMinute = new Date().getSeconds();
  if (secondsIntoMinute > 30) await sleep((61 - secondsIntoMinute) * 1000);
  const sent = Math.ceil(limit * 1.5);
  const path = buildPath(favoritePath, { id: user.userId, placeId });
  const headers = { authorization: `Bearer ${user.account.idToken}` };
  const result: LimitCheck = { limit, sent, accepted: 0, refused: 0, other: 0, firstRefusal: null };
  let next = 0;
  let answered = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      const client = createHttpClient(url);
      try {
        while (next < sent) {
          next += 1;
          const { status } = await client.send(path, { method: 'PUT', headers });
          answered += 1;
          if (status === 200) result.accepted += 1;
          else if (status === 429) {
            result.refused += 1;
            result.firstRefusal ??= answered;
          } else result.other += 1;
        }
      } finally {
        client.close();
      }
    }),
  );
  return result;
}

/** Shared when at most the limit passed (the sign-in itself may count as one change). */
export const limitShared = (check: LimitCheck) =>
  check.accepted <= check.limit && check.refused > 0 && check.other === 0;

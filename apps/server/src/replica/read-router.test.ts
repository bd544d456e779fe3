import { describe, expect, it, vi } from 'vitest';
import { chooseReadTarget, createReadRouter } from './read-router';
import type { ReplicaState } from './replica-monitor';

const caughtUp: ReplicaState = { up: true, lagSeconds: 0, replayedLsn: 100n };

describe('where a public read goes (docs/operations.md#read-replica)', () => {
  it('goes to a replica that is up and within the lag bound', () => {
    expect(chooseReadTarget(caughtUp, 10, undefined)).toBe('replica');
    expect(chooseReadTarget({ ...caughtUp, lagSeconds: 10 }, 10, undefined)).toBe('replica');
  });

  it('goes to the primary when the replica is down or lags beyond the bound', () => {
    expect(chooseReadTarget({ ...caughtUp, up: false }, 10, undefined)).toBe('primary');
    expect(chooseReadTarget({ ...caughtUp, lagSeconds: 10.5 }, 10, undefined)).toBe('primary');
  });

  it("goes to the primary until the replica has replayed the caller's last change", () => {
    expect(chooseReadTarget(caughtUp, 10, 101n)).toBe('primary');
    expect(chooseReadTarget(caughtUp, 10, 100n)).toBe('replica');
    expect(chooseReadTarget(caughtUp, 10, 99n)).toBe('replica');
    expect(chooseReadTarget({ ...caughtUp, replayedLsn: undefined }, 10, 1n)).toBe('primary');
  });
});

type Side = 'primary side' | 'replica side';

function routerWith(state: ReplicaState) {
  const monitor = { state: () => state, markDown: vi.fn() };
  const router = createReadRouter<Side>('primary side', {
    side: 'replica side',
    monitor,
    maxLagSeconds: 10,
  });
  return { router, monitor };
}

const connectionRefused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' });

describe('the read router', () => {
  it('without a replica reads from the primary and counts it', async () => {
    const router = createReadRouter<Side>('primary side');
    await expect(router.read(undefined, (side) => Promise.resolve(side))).resolves.toBe(
      'primary side',
    );
    expect(router.status()).toEqual({
      up: false,
      lagSeconds: null,
      readsOnReplica: 0,
      readsOnPrimary: 1,
    });
  });

  it('tells no lag while the replica is down, whatever it measured last', () => {
    const { router } = routerWith({ ...caughtUp, up: false, lagSeconds: 3 });
    expect(router.status()).toMatchObject({ up: false, lagSeconds: null });
  });

  it('counts where each read went', async () => {
    const { router } = routerWith({ ...caughtUp, lagSeconds: 0.25 });
    await expect(router.read(undefined, (side) => Promise.resolve(side))).resolves.toBe(
      'replica side',
    );
    await expect(router.read(500n, (side) => Promise.resolve(side))).resolves.toBe('primary side');
    expect(router.status()).toEqual({
      up: true,
      lagSeconds: 0.25,
      readsOnReplica: 1,
      readsOnPrimary: 1,
    });
  });

  it.each([
    ['out of reach', connectionRefused()],
    ['gone mid-read', new Error('Connection terminated unexpectedly')],
    [
      'cancelling it to replay a change',
      new Error('read failed', {
        cause: Object.assign(new Error('canceling statement due to conflict with recovery'), {
          code: '40001',
        }),
      }),
    ],
  ])('reads again from the primary, once, when the replica is %s', async (_case, replicaError) => {
    const { router, monitor } = routerWith(caughtUp);
    const work = vi.fn((side: Side) =>
      side === 'replica side' ? Promise.reject(replicaError) : Promise.resolve('from the primary'),
    );
    await expect(router.read(undefined, work)).resolves.toBe('from the primary');
    expect(work.mock.calls).toEqual([['replica side'], ['primary side']]);
    expect(monitor.markDown).toHaveBeenCalledOnce();
    expect(router.status()).toMatchObject({ readsOnReplica: 0, readsOnPrimary: 1 });
  });

  it("passes on the replica's answer of any other failure, such as a 404", async () => {
    const { router, monitor } = routerWith(caughtUp);
    const notFound = new Error('Place not found');
    const work = vi.fn(() => Promise.reject(notFound));
    await expect(router.read(undefined, work)).rejects.toBe(notFound);
    expect(work).toHaveBeenCalledOnce();
    expect(monitor.markDown).not.toHaveBeenCalled();
    expect(router.status()).toMatchObject({ readsOnReplica: 1, readsOnPrimary: 0 });
  });
});

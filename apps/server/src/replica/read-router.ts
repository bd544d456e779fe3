import { errorChain, isDatabaseUnavailable } from '@waggle/db/unavailable';
import type { Lsn } from './lsn';
import type { ReplicaMonitor, ReplicaState } from './replica-monitor';

type ReadTarget = 'replica' | 'primary';

/**
 * docs/operations.md#read-replica: where a read that may come from the replica goes. The primary
 * when the replica is down or further behind than the bound, or when the caller has seen a change
 * (`readAfter`) the replica has not replayed yet; else the replica.
 */
export function chooseReadTarget(
  state: ReplicaState,
  maxLagSeconds: number,
  readAfter: Lsn | undefined,
): ReadTarget {
  if (!state.up || state.lagSeconds > maxLagSeconds) return 'primary';
  if (readAfter === undefined) return 'replica';
  return state.replayedLsn !== undefined && state.replayedLsn >= readAfter ? 'replica' : 'primary';
}

/** PostgreSQL's 40001 on a replica: a query cancelled because replaying a change needed its rows. */
const recoveryConflict = '40001';

/** A read the primary can answer instead: the replica is out of reach, or cancelled it. */
const isReplicaRefusal = (error: unknown): boolean =>
  isDatabaseUnavailable(error) ||
  [...errorChain(error)].some((cause) => (cause as { code?: unknown }).code === recoveryConflict);

export interface ReadStatus {
  up: boolean;
  /** How far its replay is behind the primary; null while that cannot be told (it is down). */
  lagSeconds: number | null;
  readsOnReplica: number;
  readsOnPrimary: number;
}

export interface ReplicaReads<T> {
  /** What a read on the replica is given (its repositories). */
  side: T;
  monitor: Pick<ReplicaMonitor, 'state' | 'markDown'>;
  maxLagSeconds: number;
}

/**
 * Runs reads on the primary's side (`primary`, its repositories) or the replica's. Without a
 * replica every read is the primary's, at no cost. A read the replica fails to answer because it
 * went away is read again from the primary, once, so a replica that stops fails no read.
 */
export function createReadRouter<T>(primary: T, replica?: ReplicaReads<T>) {
  let readsOnReplica = 0;
  let readsOnPrimary = 0;

  async function onReplica<R>(
    { side, monitor }: ReplicaReads<T>,
    work: (side: T) => Promise<R>,
  ): Promise<{ answer: R } | undefined> {
    try {
      const answer = await work(side);
      readsOnReplica += 1;
      return { answer };
    } catch (error) {
      if (!isReplicaRefusal(error)) {
        readsOnReplica += 1;
        throw error;
      }
      monitor.markDown();
      return undefined;
    }
  }

  return {
    /** `work` on the side this read goes to; `readAfter` is the caller's latest change seen. */
    async read<R>(readAfter: Lsn | undefined, work: (side: T) => Promise<R>): Promise<R> {
      if (
        replica &&
        chooseReadTarget(replica.monitor.state(), replica.maxLagSeconds, readAfter) === 'replica'
      ) {
        const served = await onReplica(replica, work);
        if (served) return served.answer;
      }
      readsOnPrimary += 1;
      return work(primary);
    },

    /** For the metrics: the replica's health and where the reads went. */
    status(): ReadStatus {
      const state = replica?.monitor.state();
      return {
        up: state?.up ?? false,
        lagSeconds: state?.up ? state.lagSeconds : null,
        readsOnReplica,
        readsOnPrimary,
      };
    },
  };
}
export type ReadRouter<T> = ReturnType<typeof createReadRouter<T>>;

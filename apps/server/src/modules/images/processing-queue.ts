import { retryLater, serviceUnavailable } from '../../http-error';

export interface ProcessingLimits {
  /** Photos decoded at once. */
  concurrency: number;
  /** Photos admitted beyond those, read and waiting for their turn. */
  waiting: number;
}

/** What a full queue asks the uploader to wait: a few photos' worth of decoding. */
export const busyRetryAfterSeconds = 10;

const busy = () =>
  retryLater(
    serviceUnavailable('Too many photos are being uploaded right now. Try again in a minute.'),
    busyRetryAfterSeconds,
  );

/**
 * `inTurn` runs `work` when one of the `concurrency` places is free, or waits its turn; `running`
 * says how many places are taken.
 */
function createTurns(concurrency: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (running < concurrency) running += 1;
    // A finished photo hands its place straight to the next in line.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  }
  return { inTurn, running: () => running };
}

export type InTurn = ReturnType<typeof createTurns>['inTurn'];

/** The uploads a queue holds: being decoded, and taken in but not decoding yet. */
interface QueueLength {
  processing: number;
  /** Still arriving, or read and waiting for a turn. */
  waiting: number;
}

/**
 * docs/product.md#photo-processing: at most `concurrency` photos are decoded at once, and at most
 * `concurrency + waiting` uploads are taken in (each read into memory, up to the upload limit);
 * one more is refused at once with a 503 and a Retry-After, before its file is read. Reading
 * happens outside the turns, so a slow connection holds no decoding place.
 */
export function createProcessingQueue({ concurrency, waiting }: ProcessingLimits) {
  const { inTurn, running } = createTurns(concurrency);
  let admitted = 0;
  return {
    /** Admits one upload, or refuses it; `work` reads the file, then decodes it `inTurn`. */
    async admit<T>(work: (inTurn: InTurn) => Promise<T>): Promise<T> {
      if (admitted >= concurrency + waiting) throw busy();
      admitted += 1;
      try {
        return await work(inTurn);
      } finally {
        admitted -= 1;
      }
    },
    /**
     * The uploads held now, for the metrics: once the two add up to the limits' sum, one more is
     * refused.
     */
    length(): QueueLength {
      return { processing: running(), waiting: admitted - running() };
    },
  };
}

import type { FeatureOptions } from './geojson-features';
import type { ImportBatch } from './import-batch';

// What the main thread and the file reader's worker thread (batch-worker.ts) say to each other.

export interface ReaderData extends FeatureOptions {
  path: string;
  batchSize: number;
}

export type ReaderMessage =
  | { kind: 'batch'; batch: ImportBatch; features: number }
  | { kind: 'end' }
  | { kind: 'error'; fileError: boolean; message: string };

/** Sent by the main thread when it takes a batch: the reader may then read one more. */
export const moreMessage = 'more';
/** Batches the reader may read ahead of the one being written. */
export const readAhead = 2;

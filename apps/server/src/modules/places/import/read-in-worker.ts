import { on } from 'node:events';
import type { Worker } from 'node:worker_threads';
import { startTypeScriptWorker } from '../../../typescript-worker';
import type { ImportBatch } from './import-batch';
import { ImportFileError } from './geojson-features';
import { moreMessage, type ReaderData, type ReaderMessage } from './reader-protocol';

/** Starts batch-worker.ts. */
function startReader(data: ReaderData, lowMemory: boolean): Worker {
  return startTypeScriptWorker(new URL('./batch-worker.ts', import.meta.url), {
    workerData: data,
    // Nearly all the parser's garbage dies young: a young generation of 16 MB instead of the
    // default keeps the importer's peak memory ~40 MB lower at 1M features, no slower; 4 MB
    // saves ~20 MB more but costs CPU, which PostgreSQL's backend needs on a small machine.
    resourceLimits: { maxYoungGenerationSizeMb: lowMemory ? 4 : 16 },
  });
}

/**
 * The batches of an import file, read, parsed and sorted on another thread: JSON parsing is most
 * of an import's own work, and with PGlite the database runs on this thread. The reader stays at
 * most `readAhead` batches ahead, so memory stays flat. Throws ImportFileError for a file that
 * cannot be imported, after handing out the batches before the problem.
 */
export async function* readBatchesInWorker(
  data: ReaderData,
  { lowMemory }: { lowMemory: boolean },
): AsyncGenerator<{ batch: ImportBatch; features: number }> {
  const reader = startReader(data, lowMemory);
  try {
    for await (const [message] of on(reader, 'message', { close: ['exit'] })) {
      const received = message as ReaderMessage;
      switch (received.kind) {
        case 'batch':
          reader.postMessage(moreMessage);
          yield received;
          break;
        case 'end':
          return;
        case 'error':
          throw received.fileError
            ? new ImportFileError(received.message)
            : new Error(received.message);
      }
    }
    throw new Error('The import file reader stopped before the end of the file.');
  } finally {
    await reader.terminate();
  }
}

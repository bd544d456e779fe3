// The entry of the worker thread that reads an import file (started by read-in-worker.ts): it
// parses and sorts the features while the main thread writes the batches before them.
import { createReadStream } from 'node:fs';
import { once } from 'node:events';
import { parentPort, workerData } from 'node:worker_threads';
import { readFeatureBatches } from './feature-stream';
import { ImportFileError, readFeature } from './geojson-features';
import { sortFeatures } from './import-batch';
import { moreMessage, readAhead, type ReaderData, type ReaderMessage } from './reader-protocol';

const readChunkBytes = 1 << 20;

/** The file's bytes; a file that cannot be read is one that cannot be imported. */
async function* fileChunks(path: string): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of createReadStream(path, { highWaterMark: readChunkBytes })) {
      yield chunk as Buffer;
    }
  } catch (error) {
    throw new ImportFileError(`Cannot read ${path}: ${(error as Error).message}`);
  }
}

async function readFile(port: NonNullable<typeof parentPort>, data: ReaderData) {
  let credits = readAhead;
  port.on('message', (message) => {
    if (message === moreMessage) credits += 1;
  });
  const batches = readFeatureBatches(fileChunks(data.path), data.batchSize, (feature, index) =>
    readFeature(feature, index, data),
  );
  for await (const features of batches) {
    while (credits === 0) await once(port, 'message');
    credits -= 1;
    const message: ReaderMessage = {
      kind: 'batch',
      batch: sortFeatures(features),
      features: features.length,
    };
    port.postMessage(message);
  }
}

if (parentPort) {
  const port = parentPort;
  readFile(port, workerData as ReaderData).then(
    () => port.postMessage({ kind: 'end' } satisfies ReaderMessage),
    (error: unknown) =>
      port.postMessage({
        kind: 'error',
        fileError: error instanceof ImportFileError,
        message: error instanceof Error ? error.message : String(error),
      } satisfies ReaderMessage),
  );
}

import type { Worker } from 'node:worker_threads';
import { describe, expect, it, vi } from 'vitest';
import type * as typescriptWorker from '../../typescript-worker';
import { processImage } from './image-pipeline';
import { heicFixture, sampleImage } from './test/sample-images';

// Counts the decoder threads (started as usual) that are alive at once. The modules another test
// file of this worker loaded are dropped first, so that the pipeline imports the mock.
const threads = vi.hoisted(() => {
  vi.resetModules();
  return { started: 0, alive: 0, mostAlive: 0 };
});
vi.mock('../../typescript-worker', async (importOriginal) => {
  const real = await importOriginal<typeof typescriptWorker>();
  return {
    startTypeScriptWorker: (...args: Parameters<typeof real.startTypeScriptWorker>): Worker => {
      const worker = real.startTypeScriptWorker(...args);
      threads.started += 1;
      threads.alive += 1;
      threads.mostAlive = Math.max(threads.mostAlive, threads.alive);
      worker.once('exit', () => (threads.alive -= 1));
      return worker;
    },
  };
});

describe('HEIC decoding', () => {
  it('decodes one HEIC at a time, each on a thread that ends with it', async () => {
    const photos = [
      heicFixture('rotated'),
      heicFixture('display-p3-red'),
      heicFixture('rotated'),
      heicFixture('rotated').subarray(0, 600),
      heicFixture('display-p3-red'),
    ];
    const jpegAndPng = [await sampleImage(64, 64), await sampleImage(64, 64, 'png')];
    const finished: string[] = [];
    const heic = Promise.all(
      photos.map((photo) =>
        processImage(photo).then(
          ({ display }) => [display.width, display.height],
          (error: { statusCode: number }) => error.statusCode,
        ),
      ),
    ).finally(() => finished.push('every HEIC'));
    const others = Promise.all(jpegAndPng.map(processImage)).finally(() =>
      finished.push('a JPEG and a PNG'),
    );
    const [outcomes] = await Promise.all([heic, others]);
    // A damaged file in the queue fails alone; the ones after it are decoded.
    expect(outcomes).toEqual([[120, 160], [64, 64], [120, 160], 400, [64, 64]]);
    // Other photos do not wait for the HEIC queue.
    expect(finished).toEqual(['a JPEG and a PNG', 'every HEIC']);
    expect(threads.started).toBe(photos.length);
    expect(threads.mostAlive).toBe(1);
    await vi.waitFor(() => expect(threads.alive).toBe(0));
  });
});

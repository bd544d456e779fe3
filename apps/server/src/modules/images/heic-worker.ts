// The entry of the worker thread that decodes one HEIC photo (started by heic-decoding.ts, one at
// a time): libheif-js decodes on the thread that calls it, for seconds, and keeps its WebAssembly
// memory until the thread ends, so neither stays with the server's own thread.
import { parentPort, workerData } from 'node:worker_threads';
import decode from 'heic-decode';
import type { HeicJob, HeicResult } from './heic-decoding';

const port = parentPort;
if (!port) throw new Error('heic-worker.ts runs as a worker thread.');
const { input, maxPixels } = workerData as HeicJob;

// libheif-js prints why a file failed; the failure reaches the server as this thread's error.
console.log = () => undefined;

// Parsed first, decoded only within the pixel limit. heic-decode decodes the first top-level
// image, which is the primary one in a photo; its size here is libheif's, from the ispe box (and
// libheif refuses a picture larger than its ispe says before making room for it).
const images = await decode.all({ buffer: input });
try {
  const [image] = images;
  if (!image) throw new Error('No image in the file.');
  const { width, height } = image;
  if (width * height > maxPixels) {
    port.postMessage({ kind: 'too-large', width, height } satisfies HeicResult);
  } else {
    const { data } = await image.decode();
    const result: HeicResult = { kind: 'decoded', width, height, rgba: data };
    port.postMessage(result, [data.buffer]);
  }
} finally {
  images.dispose();
}

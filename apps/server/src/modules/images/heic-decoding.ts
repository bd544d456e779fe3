import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { startTypeScriptWorker } from '../../typescript-worker';

/** What heic-worker.ts is given. */
export interface HeicJob {
  input: Uint8Array;
  maxPixels: number;
}

/** What heic-worker.ts answers; a file it cannot decode ends the thread with an error instead. */
export type HeicResult =
  | { kind: 'decoded'; width: number; height: number; rgba: Uint8ClampedArray<ArrayBuffer> }
  | { kind: 'too-large'; width: number; height: number };

/**
 * The `ftyp` major brands of a HEIC that heic-decode takes and libheif-js can show: `heic` and
 * `heix` (HEVC still images) and `mif1` (any HEIF, so its picture must also be HEVC: the caller
 * checks the header's compression). heic-decode also takes `hevc`, `hevx` and `msf1`, which
 * libheif calls unsupported (image sequences), like `heim` and `heis` (layered and scalable HEVC).
 */
const heicBrands = new Set(['heic', 'heix', 'mif1']);

/** Whether the file starts with an ISO-BMFF `ftyp` box of a HEIC brand (its content, not name). */
export const hasHeicBrand = (input: Buffer) =>
  input.toString('latin1', 4, 8) === 'ftyp' && heicBrands.has(input.toString('latin1', 8, 12));

/** A decode that takes longer is taken for a hostile file; a 12 MP photo takes ~3 s. */
const decodeTimeoutMs = 60_000;

/** Decodes `input` on a thread of its own, ended (its memory freed) as soon as it answers. */
async function decodeOnThread(job: HeicJob): Promise<HeicResult> {
  const worker = startTypeScriptWorker(new URL('./heic-worker.ts', import.meta.url), {
    workerData: job,
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    return await new Promise<HeicResult>((resolve, reject) => {
      worker.once('message', resolve);
      // A file libheif-js cannot decode ends the thread with an error.
      worker.once('error', reject);
      worker.once('exit', () => reject(new Error('The HEIC decoder ended without an answer.')));
      timer = setTimeout(
        () => reject(new Error('The HEIC decoder took too long.')),
        decodeTimeoutMs,
      );
    });
  } finally {
    clearTimeout(timer);
    await worker.terminate();
  }
}

let previous: Promise<unknown> = Promise.resolve();

/**
 * Decodes a HEIC photo's first image to RGBA, one photo at a time in the whole process (a 12 MP
 * photo takes ~3 s and ~200 MB): HEIC uploads that come meanwhile wait their turn, so parallel
 * uploads cannot add up. An image over `maxPixels` is answered `too-large` without being decoded;
 * a file that cannot be decoded rejects.
 */
export function decodeHeic(input: Buffer, maxPixels: number): Promise<HeicResult> {
  const turn = previous.then(() => decodeOnThread({ input, maxPixels }));
  previous = turn.catch(() => undefined);
  return turn;
}

/** One PNG chunk: length, type, data and the CRC of type and data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * Decoded pixels as a file sharp reads with the photo's colour profile: an uncompressed PNG with
 * the profile in an iCCP chunk, so that the pipeline converts them to sRGB as it does any photo's
 * (raw pixels cannot carry a profile into sharp). iPhones store HEIC photos in Display P3.
 */
export async function asImageFile(
  decoded: { width: number; height: number; rgba: Uint8ClampedArray<ArrayBuffer> },
  { icc, hasAlpha }: { icc?: Buffer | undefined; hasAlpha: boolean },
): Promise<Buffer> {
  const { width, height, rgba } = decoded;
  let pixels = sharp(Buffer.from(rgba.buffer, rgba.byteOffset, rgba.length), {
    raw: { width, height, channels: 4 },
  });
  if (!hasAlpha) pixels = pixels.removeAlpha();
  const png = await pixels.png({ compressionLevel: 0, adaptiveFiltering: false }).toBuffer();
  if (!icc) return png;
  // Right after the signature (8 bytes) and IHDR (25): profile name, NUL, compression 0 (zlib).
  const iccp = pngChunk(
    'iCCP',
    Buffer.concat([Buffer.from('icc\0\0', 'latin1'), deflateSync(icc)]),
  );
  return Buffer.concat([png.subarray(0, 33), iccp, png.subarray(33)]);
}

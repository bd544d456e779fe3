import sharp, { type Sharp } from 'sharp';
import { displayImageMaxSide, thumbnailMaxSide } from '@waggle/shared/images';
import { HttpError, payloadTooLarge, unsupportedMediaType } from '../../http-error';

/** What a photo may be, judged by its content, never by its name or declared type. */
const acceptedFormats = new Set(['jpeg', 'png', 'webp']);

/** The most pixels a photo may have (a 40 MP camera); more is refused before decoding. */
const maxInputPixels = 40_000_000;

/** Stored renditions are WebP: smaller than JPEG at the same quality, and it keeps transparency. */
export const renditionContentType = 'image/webp';
const webpQuality = 80;

export interface Rendition {
  data: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  display: Rendition;
  thumbnail: Rendition;
}

const notAnImage = () => unsupportedMediaType('The file is not a JPEG, PNG or WebP image.');
const unreadable = () =>
  new HttpError(
    400,
    'bad_request',
    'The photo could not be read: the file is damaged or incomplete.',
  );

/** The first bytes of a JPEG, a PNG and a WebP (`RIFF`, a size, `WEBP`). */
function startsLikeAcceptedImage(input: Buffer): boolean {
  const jpeg = input.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]));
  const png = input.subarray(0, 8).equals(Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'));
  const webp =
    input.subarray(0, 4).toString('latin1') === 'RIFF' &&
    input.subarray(8, 12).toString('latin1') === 'WEBP';
  return jpeg || png || webp;
}

/** Format and size from the file's header, no pixels decoded; undefined when sharp cannot. */
async function readHeader(input: Buffer) {
  try {
    // Unlimited here so that a bomb's size can be read and named; decoding keeps the limit.
    return await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return undefined;
  }
}

/** Resolves what `work` resolves; any failure of sharp's becomes the 400 above. */
async function reading<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch {
    throw unreadable();
  }
}

async function render(image: Sharp, maxSide: number): Promise<Rendition> {
  const { data, info } = await reading(
    image
      .clone()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: webpQuality })
      .toBuffer({ resolveWithObject: true }),
  );
  return { data, width: info.width, height: info.height };
}

/**
 * DESIGN.md §2 Images: checks an uploaded file by its content (JPEG, PNG or WebP, within the pixel
 * limit, decodable), turns it upright from its EXIF orientation, converts it to sRGB and writes a
 * display image and a thumbnail without any of the original's metadata (EXIF with GPS, XMP, ICC).
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const header = await readHeader(input);
  // A broken file of an accepted type is damaged; anything else is not a photo we take.
  if (!header) throw startsLikeAcceptedImage(input) ? unreadable() : notAnImage();
  const { format, width, height } = header;
  if (!acceptedFormats.has(format)) throw notAnImage();
  // The header's size, checked before a single pixel is decoded (a decompression bomb).
  if (width * height > maxInputPixels) {
    throw payloadTooLarge(
      `The photo is too large: ${width} × ${height} pixels, at most ${maxInputPixels / 1_000_000} megapixels.`,
    );
  }
  // Without keepMetadata/withMetadata sharp writes no EXIF, XMP or ICC profile.
  const upright = sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error' })
    .rotate()
    .toColourspace('srgb');
  const [display, thumbnail] = await Promise.all([
    render(upright, displayImageMaxSide),
    render(upright, thumbnailMaxSide),
  ]);
  return { display, thumbnail };
}

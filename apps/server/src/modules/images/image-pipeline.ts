import sharp, { type Metadata, type Sharp } from 'sharp';
import { displayImageMaxSide, thumbnailMaxSide } from '@waggle/shared/images';
import { HttpError, payloadTooLarge, unsupportedMediaType } from '../../http-error';
import { asImageFile, decodeHeic, hasHeicBrand } from './heic-decoding';

/** What sharp reads itself; HEIC is decoded by libheif-js (heic-decoding.ts). */
const sharpFormats = new Set(['jpeg', 'png', 'webp']);

/** The most pixels a photo may have (a 40 MP camera); more is refused before decoding. */
const maxInputPixels = 40_000_000;

/** Stored renditions are WebP: smaller than JPEG at the same quality, and it keeps transparency. */
export const renditionContentType = 'image/webp';
const webpQuality = 80;

interface Rendition {
  data: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  display: Rendition;
  thumbnail: Rendition;
}

const notAnImage = () => unsupportedMediaType('The file is not a JPEG, PNG, WebP or HEIC image.');
const tooLarge = ({ width, height }: { width: number; height: number }) =>
  payloadTooLarge(
    `The photo is too large: ${width} × ${height} pixels, at most ${maxInputPixels / 1_000_000} megapixels.`,
  );
const unreadable = () =>
  new HttpError(
    400,
    'bad_request',
    'The photo could not be read: the file is damaged or incomplete.',
  );

/** The first bytes of a JPEG, a PNG, a WebP (`RIFF`, a size, `WEBP`) and a HEIC. */
function startsLikeAcceptedImage(input: Buffer): boolean {
  const jpeg = input.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]));
  const png = input.subarray(0, 8).equals(Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'));
  const webp =
    input.subarray(0, 4).toString('latin1') === 'RIFF' &&
    input.subarray(8, 12).toString('latin1') === 'WEBP';
  return jpeg || png || webp || hasHeicBrand(input);
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

/**
 * The file's format as the pipeline takes it: one sharp reads, or HEIC (a HEIF whose picture is
 * HEVC, under a brand libheif-js decodes: AVIF, also HEIF, is not taken); undefined otherwise.
 */
function acceptedFormat(input: Buffer, header: Metadata): 'sharp' | 'heic' | undefined {
  if (sharpFormats.has(header.format)) return 'sharp';
  if (header.format === 'heif' && header.compression === 'hevc' && hasHeicBrand(input)) {
    return 'heic';
  }
  return undefined;
}

/**
 * A HEIC photo's pixels, decoded by libheif-js (which turns them upright from the file's own
 * irot/imir boxes: HEIF ignores EXIF orientation), as a file the pipeline goes on with.
 */
async function decodedHeic(input: Buffer, header: Metadata): Promise<Buffer> {
  const decoded = await reading(decodeHeic(input, maxInputPixels));
  // Only when the image it decodes is not the one the header described.
  if (decoded.kind === 'too-large') throw tooLarge(decoded);
  return asImageFile(decoded, { icc: header.icc, hasAlpha: header.hasAlpha });
}

// docs/product.md#photo-processing: libvips keeps no cache of decoded images between photos; what
// one photo took is handed back as soon as it is done.
sharp.cache(false);

/** The picture upright, in sRGB and within `maxSide`, decoded once into raw pixels. */
async function decodeWithin(source: Buffer, maxSide: number): Promise<Sharp> {
  // Without keepMetadata/withMetadata sharp writes no EXIF, XMP or ICC profile.
  const { data, info } = await reading(
    sharp(source, { limitInputPixels: maxInputPixels, failOn: 'error', sequentialRead: true })
      .rotate()
      .toColourspace('srgb')
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
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
 * docs/product.md#images: checks an uploaded file by its content (JPEG, PNG, WebP or HEIC, within the
 * pixel limit, decodable), turns it upright from its EXIF orientation (HEIC: its irot/imir),
 * converts it to sRGB and writes a display image and a thumbnail without any of the original's
 * metadata (EXIF with GPS, XMP, ICC).
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const header = await readHeader(input);
  // A broken file of an accepted type is damaged; anything else is not a photo we take.
  if (!header) throw startsLikeAcceptedImage(input) ? unreadable() : notAnImage();
  const format = acceptedFormat(input, header);
  if (!format) throw notAnImage();
  // The header's size, checked before a single pixel is decoded (a decompression bomb).
  if (header.width * header.height > maxInputPixels) throw tooLarge(header);
  const source = format === 'heic' ? await decodedHeic(input, header) : input;
  // Decoded once, at the display size, which the thumbnail is made from: a 40 MP photo's full
  // pixels are never held twice.
  const upright = await decodeWithin(source, displayImageMaxSide);
  const display = await render(upright, displayImageMaxSide);
  const thumbnail = await render(upright, thumbnailMaxSide);
  return { display, thumbnail };
}

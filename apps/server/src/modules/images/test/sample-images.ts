import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { pngChunk } from '../heic-decoding';

/** A plain photo-like image of this size, encoded by sharp in `format`. */
export function sampleImage(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' | 'gif' | 'tiff' | 'avif' = 'jpeg',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c0804a' } })
    .toFormat(format)
    .toBuffer();
}

const red = { r: 220, g: 30, b: 30 };
const green = { r: 30, g: 200, b: 30 };
const blue = { r: 30, g: 30, b: 220 };

/**
 * A JPEG taken sideways at a known place, as phones write one: stored `width` × `height`, turned a
 * quarter anticlockwise from the picture, with EXIF orientation 6 to turn it back, and GPS tags.
 * The picture (upright: `height` wide, `width` tall) is red above and blue below, with a green
 * square in its top-left corner, so a wrong turn or a mirror image shows.
 */
export async function sidewaysJpegWithGps(width: number, height: number): Promise<Buffer> {
  const [uprightWidth, uprightHeight] = [height, width];
  const block = (w: number, h: number, background: typeof red) => ({
    input: { create: { width: w, height: h, channels: 3 as const, background } },
    top: 0,
    left: 0,
  });
  const corner = Math.round(Math.min(uprightWidth, uprightHeight) / 8);
  const upright = await sharp({
    create: { width: uprightWidth, height: uprightHeight, channels: 3, background: blue },
  })
    .composite([
      block(uprightWidth, Math.round(uprightHeight / 2), red),
      block(corner, corner, green),
    ])
    .png()
    .toBuffer();
  const sideways = await sharp(upright).rotate(-90).png().toBuffer();
  return sharp(sideways)
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Pocket 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 2600/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 3900/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/**
 * The colour of an image's pixel at a fraction of its width and height, as stored (no EXIF
 * orientation applied): one of the fixture's three, or 'other'.
 */
export async function colourAt(
  image: Buffer,
  x: number,
  y: number,
): Promise<'red' | 'green' | 'blue' | 'other'> {
  const { data, info } = await sharp(image)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at =
    (Math.floor(y * (info.height - 1)) * info.width + Math.floor(x * (info.width - 1))) *
    info.channels;
  const [r = 0, g = 0, b = 0] = data.subarray(at, at + 3);
  const strong = (value: number, ...others: number[]) =>
    value > 150 && others.every((other) => other < 90);
  if (strong(r, g, b)) return 'red';
  if (strong(g, r, b)) return 'green';
  if (strong(b, r, g)) return 'blue';
  return 'other';
}

/**
 * A decompression bomb: a few hundred bytes of PNG whose header claims `side` × `side` RGB pixels
 * (30,000² would be 2.7 GB decoded), with a tiny deflate stream of zero rows.
 */
export function pngBomb(side = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(side * 4))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Whether an EXIF block (as sharp's metadata gives it) points to GPS tags from its first IFD. */
export function exifHasGps(exif: Buffer): boolean {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') + 6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const ifd0 = little ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
  const entries = Array.from({ length: u16(ifd0) }, (_, index) => u16(ifd0 + 2 + index * 12));
  return entries.includes(0x8825); // GPSInfo IFD pointer
}

/** The chunk types of a WebP file, in order (RIFF: a four-letter type, a size, the data). */
export function webpChunkTypes(webp: Buffer): string[] {
  const types: string[] = [];
  for (let at = 12; at + 8 <= webp.length;) {
    types.push(webp.toString('latin1', at, at + 4));
    const size = webp.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return types;
}

/**
 * A HEIC file of ./fixtures, made by heif-enc (see fixtures/README.md): `rotated` is the picture
 * above (120 × 160, red above, blue below, a green square top left) stored turned a quarter
 * clockwise with an irot box that turns it back; `display-p3-red` is 64 × 64 of pure sRGB red,
 * stored in Display P3 with its ICC profile.
 */
export const heicFixture = (name: 'rotated' | 'display-p3-red'): Buffer =>
  readFileSync(new URL(`./fixtures/${name}.heic`, import.meta.url));

/** A copy of `heic` whose ispe box claims `side` × `side` pixels (a HEIC decompression bomb). */
export function heicClaimingSize(heic: Buffer, side: number): Buffer {
  const copy = Buffer.from(heic);
  // The box's type, then its version and flags (4 bytes), the width and the height.
  const ispe = copy.indexOf('ispe', 0, 'latin1');
  copy.writeUInt32BE(side, ispe + 8);
  copy.writeUInt32BE(side, ispe + 12);
  return copy;
}

/** A copy of `heic` under another major brand (its `ftyp` box's first). */
export function withMajorBrand(heic: Buffer, brand: string): Buffer {
  const copy = Buffer.from(heic);
  copy.write(brand, 8, 'latin1');
  return copy;
}

/** A file that starts as a HEIC does (an `ftyp` box of brand heic) and holds no picture. */
export function heicLookalike(): Buffer {
  const ftyp = Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1');
  return Buffer.concat([ftyp, Buffer.from('not a picture, only words. '.repeat(40))]);
}

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processImage } from './image-pipeline';
import {
  colourAt,
  exifHasGps,
  heicClaimingSize,
  heicFixture,
  heicLookalike,
  pngBomb,
  sampleImage,
  sidewaysJpegWithGps,
  webpChunkTypes,
  withMajorBrand,
} from './test/sample-images';

const refusal = async (input: Buffer) => {
  const error = await processImage(input).then(
    () => undefined,
    (thrown: unknown) => thrown as { statusCode: number; message: string },
  );
  return { status: error?.statusCode, message: error?.message };
};

describe('image pipeline', () => {
  it('turns a sideways phone photo upright and strips its EXIF and GPS', async () => {
    const input = await sidewaysJpegWithGps(1200, 800);
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif && exifHasGps(before.exif)).toBe(true);
    expect(input.includes('PhoneCo')).toBe(true);
    // As stored, the picture's top (red) is on the left: only the right turn puts it on top.
    expect([await colourAt(input, 0.25, 0.5), await colourAt(input, 0.75, 0.5)]).toEqual([
      'red',
      'blue',
    ]);

    const { display, thumbnail } = await processImage(input);
    expect([display.width, display.height]).toEqual([800, 1200]);
    expect([thumbnail.width, thumbnail.height]).toEqual([267, 400]);
    for (const rendition of [display, thumbnail]) {
      // Red above, blue below, the green corner top left: upright, and not a mirror image.
      expect(await colourAt(rendition.data, 0.5, 0.1)).toBe('red');
      expect(await colourAt(rendition.data, 0.5, 0.9)).toBe('blue');
      expect(await colourAt(rendition.data, 0.02, 0.02)).toBe('green');
      expect(await colourAt(rendition.data, 0.98, 0.02)).toBe('red');
      // Image data only: no EXIF (GPS), XMP or ICC chunk.
      expect(webpChunkTypes(rendition.data)).toEqual(['VP8 ']);
      const after = await sharp(rendition.data).metadata();
      expect(after.format).toBe('webp');
      expect([after.width, after.height]).toEqual([rendition.width, rendition.height]);
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      expect(rendition.data.includes('PhoneCo')).toBe(false);
    }
  });

  it('shrinks a large photo to 1600 px and a 400 px thumbnail', async () => {
    const { display, thumbnail } = await processImage(await sampleImage(4000, 3000));
    expect([display.width, display.height]).toEqual([1600, 1200]);
    expect([thumbnail.width, thumbnail.height]).toEqual([400, 300]);
  });

  it.each(['png', 'webp'] as const)('accepts a %s and never enlarges it', async (format) => {
    const { display, thumbnail } = await processImage(await sampleImage(300, 200, format));
    expect([display.width, display.height]).toEqual([300, 200]);
    expect([thumbnail.width, thumbnail.height]).toEqual([300, 200]);
    expect((await sharp(display.data).metadata()).format).toBe('webp');
  });

  it('takes a HEIC and turns it upright by its irot box, without metadata', async () => {
    const input = heicFixture('rotated');
    // As stored, the picture lies on its side; the header already gives its upright size.
    expect(await sharp(input).metadata()).toMatchObject({
      format: 'heif',
      compression: 'hevc',
      width: 120,
      height: 160,
    });

    const { display, thumbnail } = await processImage(input);
    for (const rendition of [display, thumbnail]) {
      // Never enlarged; red above, blue below, the green corner top left.
      expect([rendition.width, rendition.height]).toEqual([120, 160]);
      expect(await colourAt(rendition.data, 0.5, 0.1)).toBe('red');
      expect(await colourAt(rendition.data, 0.5, 0.9)).toBe('blue');
      expect(await colourAt(rendition.data, 0.02, 0.02)).toBe('green');
      expect(await colourAt(rendition.data, 0.98, 0.02)).toBe('red');
      expect(webpChunkTypes(rendition.data)).toEqual(['VP8 ']);
      expect(await sharp(rendition.data).metadata()).toMatchObject({
        format: 'webp',
        width: 120,
        height: 160,
        hasAlpha: false,
      });
    }
  });

  it('converts a HEIC in Display P3 to sRGB by its embedded profile', async () => {
    const input = heicFixture('display-p3-red');
    expect((await sharp(input).metadata()).icc).toBeDefined();
    const { display } = await processImage(input);
    const { data } = await sharp(display.data).raw().toBuffer({ resolveWithObject: true });
    // Pure sRGB red again; read as sRGB, the P3 pixels would be about (234, 51, 35).
    const [r = 0, g = 0, b = 0] = data;
    expect(r).toBeGreaterThan(248);
    expect(g).toBeLessThan(10);
    expect(b).toBeLessThan(10);
    expect(webpChunkTypes(display.data)).toEqual(['VP8 ']);
  });

  it('converts a photo with a wide-gamut colour profile to sRGB and drops the profile', async () => {
    const input = await sharp({ create: { width: 64, height: 64, channels: 3, background: 'red' } })
      .withIccProfile('p3')
      .jpeg()
      .toBuffer();
    expect((await sharp(input).metadata()).icc).toBeDefined();
    const { display } = await processImage(input);
    const after = await sharp(display.data).metadata();
    expect(after.icc).toBeUndefined();
    expect(after.space).toBe('srgb');
  });

  it.each([
    ['a GIF', () => sampleImage(40, 40, 'gif')],
    ['a TIFF', () => sampleImage(40, 40, 'tiff')],
    ['an AVIF (HEIF, as HEIC is)', () => sampleImage(40, 40, 'avif')],
    ['a HEIF image sequence (brand msf1)', () => withMajorBrand(heicFixture('rotated'), 'msf1')],
    ['an SVG', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>')],
    ['a text file', () => Buffer.from('just some words, not a picture')],
    ['an empty file', () => Buffer.alloc(0)],
  ])('refuses %s by its content (415)', async (_name, make) => {
    expect(await refusal(await make())).toEqual({
      status: 415,
      message: 'The file is not a JPEG, PNG, WebP or HEIC image.',
    });
  });

  it.each([
    ['PNG', pngBomb],
    // Its picture is 160 × 120: decoded, it would be refused as damaged (400), not as too large.
    ['HEIC', () => heicClaimingSize(heicFixture('rotated'), 30_000)],
  ])(
    'refuses a %s decompression bomb from its header, without decoding it (413)',
    async (_name, make) => {
      const bomb = make();
      expect(bomb.length).toBeLessThan(4096);
      expect(await refusal(bomb)).toEqual({
        status: 413,
        message: 'The photo is too large: 30000 × 30000 pixels, at most 40 megapixels.',
      });
    },
  );

  it.each(['jpeg', 'png', 'webp'] as const)('refuses a truncated %s (400)', async (format) => {
    const whole = await sampleImage(600, 400, format);
    expect(await refusal(whole.subarray(0, Math.floor(whole.length / 2)))).toEqual({
      status: 400,
      message: 'The photo could not be read: the file is damaged or incomplete.',
    });
  });

  it.each([
    // The header is whole (its size is read) but the picture's data is cut short.
    ['a HEIC cut in its picture data', () => heicFixture('rotated').subarray(0, 600)],
    ['a HEIC cut in its header', () => heicFixture('rotated').subarray(0, 200)],
    ['a file that starts as a HEIC and holds no picture', heicLookalike],
  ])('refuses %s (400)', async (_name, make) => {
    expect(await refusal(make())).toEqual({
      status: 400,
      message: 'The photo could not be read: the file is damaged or incomplete.',
    });
  });
});

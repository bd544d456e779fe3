// Writes the HEIC fixtures in ./fixtures (see fixtures/README.md) with libheif's `heif-enc`
// (Debian: libheif-examples). Run from the repository's root:
//   npx tsx apps/server/src/modules/images/test/make-heic-fixtures.ts
// The tests only read the files it wrote; they never need heif-enc.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));
const red = { r: 220, g: 30, b: 30 };
const green = { r: 30, g: 200, b: 30 };
const blue = { r: 30, g: 30, b: 220 };

/** A picture 120 px wide and 160 px tall: red above, blue below, a green square top left. */
function picture(): Promise<Buffer> {
  const block = (width: number, height: number, background: typeof red) => ({
    input: { create: { width, height, channels: 3 as const, background } },
    top: 0,
    left: 0,
  });
  return sharp({ create: { width: 120, height: 160, channels: 3, background: blue } })
    .composite([block(120, 80, red), block(16, 16, green)])
    .removeAlpha()
    .png()
    .toBuffer();
}

/** `png` encoded by heif-enc (x265, quality 90). */
function heifEnc(png: Buffer): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'heic-fixture-'));
  try {
    writeFileSync(join(dir, 'in.png'), png);
    execFileSync('heif-enc', ['-q', '90', '-o', join(dir, 'out.heic'), join(dir, 'in.png')]);
    return readFileSync(join(dir, 'out.heic'));
  } finally {
    rmSync(dir, { recursive: true });
  }
}

interface Box {
  type: string;
  start: number;
  end: number;
  /** Where its children (or, for a full box, its version) begin. */
  body: number;
}

/** The boxes between `start` and `end` (32-bit sizes only: the fixtures are tiny). */
function boxes(file: Buffer, start: number, end: number): Box[] {
  const found: Box[] = [];
  for (let at = start; at < end;) {
    const size = file.readUInt32BE(at);
    found.push({
      type: file.toString('latin1', at + 4, at + 8),
      start: at,
      end: at + size,
      body: at + 8,
    });
    at += size;
  }
  return found;
}

function child(file: Buffer, parent: Box, type: string, skip = 0): Box {
  const box = boxes(file, parent.body + skip, parent.end).find((found) => found.type === type);
  if (!box) throw new Error(`no ${type} box in ${parent.type}`);
  return box;
}

/** Adds `delta` to every offset of the iloc box (construction method 0: offsets in the file). */
function shiftItemLocations(file: Buffer, iloc: Box, delta: number): void {
  const version = file.readUInt8(iloc.body);
  const sizes = file.readUInt16BE(iloc.body + 4);
  const [offsetSize, lengthSize, baseSize, indexSize] = [12, 8, 4, 0].map((s) => (sizes >> s) & 15);
  const read = (at: number, bytes: number) => (bytes === 0 ? 0 : file.readUIntBE(at, bytes));
  let at = iloc.body + 6;
  const count = version < 2 ? file.readUInt16BE(at) : file.readUInt32BE(at);
  at += version < 2 ? 2 : 4;
  for (let item = 0; item < count; item += 1) {
    at += version < 2 ? 2 : 4; // item_ID
    if (version > 0 && (file.readUInt16BE(at) & 15) !== 0) throw new Error('not in the file');
    at += version > 0 ? 2 : 0; // construction_method
    at += 2; // data_reference_index
    const base = read(at, baseSize ?? 0);
    if (baseSize) file.writeUIntBE(base + delta, at, baseSize);
    at += baseSize ?? 0;
    const extents = file.readUInt16BE(at);
    at += 2;
    for (let extent = 0; extent < extents; extent += 1) {
      at += version > 0 ? (indexSize ?? 0) : 0;
      if (!baseSize && offsetSize) file.writeUIntBE(read(at, offsetSize) + delta, at, offsetSize);
      at += (offsetSize ?? 0) + (lengthSize ?? 0);
    }
  }
}

/**
 * `heic` with an `irot` property on its primary image: displayed turned `quarterTurns` × 90°
 * anticlockwise (ISO/IEC 23008-12), as phones store a photo taken sideways.
 */
function withRotation(heic: Buffer, quarterTurns: 1 | 2 | 3): Buffer {
  const file = Buffer.from(heic);
  const meta = boxes(file, 0, file.length).find((box) => box.type === 'meta');
  if (!meta) throw new Error('no meta box');
  const primary = file.readUInt16BE(child(file, meta, 'pitm', 4).body + 4);
  const iprp = child(file, meta, 'iprp', 4);
  const ipco = child(file, iprp, 'ipco');
  const ipma = child(file, iprp, 'ipma');
  if (ipma.start < ipco.end || file.readUInt32BE(ipma.body) !== 0) throw new Error('odd ipma');
  const irot = Buffer.from([0, 0, 0, 9, ...Buffer.from('irot', 'latin1'), quarterTurns]);
  const index = boxes(file, ipco.body, ipco.end).length + 1;
  // ipma version 0, 7-bit indexes: item_ID (16 bits), a count, one byte per property.
  let at = ipma.body + 8;
  while (file.readUInt16BE(at) !== primary) at += 3 + file.readUInt8(at + 2);
  const countAt = at + 2;
  const insertAt = countAt + 1 + file.readUInt8(countAt);
  const grown = irot.length + 1;
  shiftItemLocations(file, child(file, meta, 'iloc', 4), grown);
  file.writeUInt8(file.readUInt8(countAt) + 1, countAt);
  for (const [box, more] of [
    [meta, grown],
    [iprp, grown],
    [ipco, irot.length],
    [ipma, 1],
  ] as const) {
    file.writeUInt32BE(box.end - box.start + more, box.start);
  }
  return Buffer.concat([
    file.subarray(0, ipco.end),
    irot,
    file.subarray(ipco.end, insertAt),
    Buffer.from([0x80 | index]), // essential: a reader that cannot turn it must not show it
    file.subarray(insertAt),
  ]);
}

// Stored turned a quarter clockwise (160 × 120), with irot to turn it back upright (120 × 160).
const sideways = await sharp(await picture())
  .rotate(90)
  .removeAlpha()
  .png()
  .toBuffer();
writeFileSync(join(fixtures, 'rotated.heic'), withRotation(heifEnc(sideways), 1));

// Pure sRGB red, stored in Display P3 with the profile embedded (heif-enc keeps a PNG's iCCP).
const p3Red = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff0000' } })
  .withIccProfile('p3')
  .png()
  .toBuffer();
writeFileSync(join(fixtures, 'display-p3-red.heic'), heifEnc(p3Red));

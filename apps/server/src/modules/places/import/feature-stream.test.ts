import { Readable } from 'node:stream';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readFeatureBatches } from './feature-stream';

const salzburg = readFileSync(
  fileURLToPath(new URL('../../../../test-data/osm/salzburg-dog-places.geojson', import.meta.url)),
);

/** `bytes` in pieces of `size` bytes, as a stream hands them out. */
const pieces = (bytes: Buffer, size: number) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, k) =>
      bytes.subarray(k * size, (k + 1) * size),
    ),
  );

async function features(bytes: Buffer, size: number) {
  const all: unknown[] = [];
  for await (const batch of readFeatureBatches(pieces(bytes, size), 10, (feature) => feature)) {
    all.push(...batch);
  }
  return all;
}

describe('readFeatureBatches', () => {
  it('reads every feature as JSON.parse does, however the bytes are cut', async () => {
    const expected = (JSON.parse(salzburg.toString()) as { features: unknown[] }).features;
    for (const size of [1, 7, 4096, salzburg.length]) {
      expect(await features(salzburg, size)).toEqual(expected);
    }
  });

  it('is not misled by brackets, quotes and escapes inside strings, or by other members', async () => {
    const tricky = [
      { type: 'Feature', properties: { name: 'a "}] b', note: 'back\\slash\\', é: 'ü 🐕' } },
      { type: 'Feature', properties: { name: '[{', list: [1, [2, { x: '"' }]], n: -1.5e3 } },
    ];
    const text = JSON.stringify({
      bbox: [1, 2, 3, 4],
      meta: { features: 'not these', nested: { type: 'Nope' } },
      type: 'FeatureCollection',
      features: tricky,
      copyright: null,
      count: 2,
    });
    for (const size of [1, 3, text.length]) {
      expect(await features(Buffer.from(text), size)).toEqual(tricky);
    }
  });

  it.each([
    ['a trailing comma', '{"type":"FeatureCollection","features":[],}'],
    ['a trailing comma in the list', '{"type":"FeatureCollection","features":[{},]}'],
    ['a missing colon', '{"type" "FeatureCollection","features":[]}'],
    ['a bad member', '{"type":"FeatureCollection","count":12x,"features":[]}'],
    ['a bad feature', '{"type":"FeatureCollection","features":[{"a":tru}]}'],
  ])('refuses JSON with %s', async (_case, text) => {
    await expect(features(Buffer.from(text), 5)).rejects.toThrow(/not valid JSON/);
  });
});

import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { syntheticHubs } from '../src/seed/synthetic-places';
import { createRandom, type Random } from './workload';

/** What importing a generated export must report. */
export interface ExportCounts {
  /** Distinct objects that are dog-friendly places. */
  places: number;
  /** Ways given twice, as polygon and as centre point. */
  twins: number;
  notDogFriendly: number;
}

type Tags = Record<string, string>;

/**
 * What an export looks like: `clustered`, the default, around the seed's towns; `continent`,
 * points only, spread over Europe in id order (no two neighbours in the file near each other, as
 * in a real export); `polygons`, half of it ways and 5 % relations; `long-tags`, descriptions of
 * 1–4 KB on every feature.
 */
export const exportShapes = ['clustered', 'continent', 'polygons', 'long-tags'] as const;
export type ExportShape = (typeof exportShapes)[number];

interface ShapeParts {
  /** Shares of the features that are way polygons and relations; the rest are points. */
  ways: number;
  relations: number;
  spread: 'towns' | 'continent';
  longTags: boolean;
}

const shapeParts: Record<ExportShape, ShapeParts> = {
  clustered: { ways: 0.1, relations: 0.005, spread: 'towns', longTags: false },
  continent: { ways: 0, relations: 0, spread: 'continent', longTags: false },
  polygons: { ways: 0.5, relations: 0.05, spread: 'towns', longTags: false },
  'long-tags': { ways: 0.1, relations: 0.005, spread: 'towns', longTags: true },
};

// The mix of an overpass query for dog places: tags as OpenStreetMap writes them.
const kinds: { weight: number; tags: (random: Random) => Tags }[] = [
  {
    weight: 20,
    tags: (r) => ({ leisure: 'dog_park', ...(r() < 0.5 ? { barrier: 'fence' } : {}) }),
  },
  { weight: 20, tags: () => ({ amenity: 'veterinary' }) },
  { weight: 15, tags: () => ({ shop: 'pet' }) },
  { weight: 15, tags: () => ({ amenity: 'cafe', dog: 'yes' }) },
  { weight: 10, tags: (r) => ({ amenity: 'restaurant', dog: r() < 0.5 ? 'yes' : 'outside' }) },
  { weight: 5, tags: () => ({ amenity: 'pub', dog: 'yes' }) },
  { weight: 5, tags: () => ({ tourism: 'hotel', dog: 'yes' }) },
  { weight: 5, tags: () => ({ leisure: 'park', dog: 'leashed' }) },
  { weight: 3, tags: () => ({ shop: 'pet_grooming' }) },
  { weight: 2, tags: () => ({ amenity: 'drinking_water', 'dog:water': 'yes' }) },
];
const totalWeight = kinds.reduce((sum, kind) => sum + kind.weight, 0);
const syllables = ['wau', 'bel', 'lo', 'fin', 'ka', 'ra', 'mon', 'tes', 'hun', 'de', 'pfo', 'te'];
const streets = ['Hauptstraße', 'Bahnhofstraße', 'Gartenweg', 'Lindenallee', 'Am Markt'];
const hours = ['Mo-Fr 08:00-18:00', 'Mo-Sa 09:00-19:00; Su off', '24/7', 'Tu-Su 10:00-22:00'];

const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] ?? (items[0] as T);
const word = (random: Random) =>
  Array.from({ length: 2 + Math.floor(random() * 2) }, () => pick(random, syllables)).join('');
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** An object's tags, from its own seed: the same id always gives the same tags and place. */
function objectTags(random: Random, id: string, dogNo: boolean, longTags: boolean): Tags {
  let roll = random() * totalWeight;
  const kind = kinds.find((candidate) => (roll -= candidate.weight) < 0) ?? kinds[0];
  const tags: Tags = { '@id': id, ...kind?.tags(random) };
  if (dogNo) Object.assign(tags, { amenity: 'cafe', dog: 'no' });
  if (random() < 0.85) tags.name = `${capital(word(random))} ${capital(word(random))}`;
  if (random() < 0.6) {
    tags['addr:street'] = pick(random, streets);
    tags['addr:housenumber'] = String(1 + Math.floor(random() * 120));
    tags['addr:postcode'] = String(10000 + Math.floor(random() * 89999));
    tags['addr:city'] = capital(word(random));
    if (random() < 0.5) tags['addr:country'] = 'DE';
  }
  if (random() < 0.5) tags.opening_hours = pick(random, hours);
  if (random() < 0.4) tags.website = `https://www.${word(random)}.example/`;
  if (random() < 0.3)
    tags.phone = `+49 ${100 + Math.floor(random() * 899)} ${Math.floor(random() * 1e7)}`;
  if (longTags) {
    const words = Array.from({ length: 150 + Math.floor(random() * 450) }, () => word(random));
    tags.description = words.join(' ');
  }
  return tags;
}

function centreOf(random: Random, spread: ShapeParts['spread']): [number, number] {
  if (spread === 'continent') {
    // Europe, from Lisbon to the Urals and from Crete to the North Cape.
    const at = (from: number, to: number) => Number((from + random() * (to - from)).toFixed(7));
    return [at(-9.5, 60), at(35, 71)];
  }
  const [lat, lng] = pick(random, syntheticHubs);
  const near = () => (random() + random() - 1) * 0.4;
  return [Number((lng + near()).toFixed(7)), Number((lat + near()).toFixed(7))];
}

/** A closed ring of 5–12 vertices around the centre, ~50 m across. */
function ringAround([lng, lat]: [number, number], random: Random): [number, number][] {
  const count = 5 + Math.floor(random() * 8);
  const ring = Array.from({ length: count }, (_, i): [number, number] => {
    const angle = (2 * Math.PI * i) / count;
    const radius = 0.0003 * (0.6 + random() * 0.8);
    return [
      Number((lng + radius * Math.cos(angle)).toFixed(7)),
      Number((lat + radius * Math.sin(angle)).toFixed(7)),
    ];
  });
  return [...ring, ring[0] ?? [lng, lat]];
}

// Ids far from each other's ranges, so nodes, ways and relations never collide.
const wayId = (j: number) => `way/${30_000_000 + j * 3}`;
const nodeId = (k: number) => `node/${1_000_000_000 + k * 7}`;
const relationId = (k: number) => `relation/${100_000 + k}`;
const seedOf = (id: string) =>
  [...id].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261);

type Coordinates = number[] | Coordinates[];

/** overpass-turbo's layout: two-space indents, each position on one line. */
function coordinatesJson(coordinates: Coordinates, indent: string): string {
  if (coordinates.every((item) => typeof item === 'number')) return `[${coordinates.join(', ')}]`;
  const inner = `${indent}  `;
  const items = coordinates.map((item) => inner + coordinatesJson(item, inner));
  return `[\n${items.join(',\n')}\n${indent}]`;
}

function feature(id: string, tags: Tags, type: string, coordinates: Coordinates): string {
  const properties = Object.entries(tags)
    .map(([key, value]) => `        ${JSON.stringify(key)}: ${JSON.stringify(value)}`)
    .join(',\n');
  return `    {
      "type": "Feature",
      "properties": {
${properties}
      },
      "geometry": {
        "type": "${type}",
        "coordinates": ${coordinatesJson(coordinates, '        ')}
      },
      "id": "${id}"
    }`;
}

function way(j: number, as: 'polygon' | 'centre', shape: ShapeParts): string {
  const id = wayId(j);
  const random = createRandom(seedOf(id));
  const tags = objectTags(random, id, false, shape.longTags);
  const centre = centreOf(random, shape.spread);
  if (as === 'centre') return feature(id, { ...tags, '@geometry': 'center' }, 'Point', centre);
  return feature(id, tags, 'Polygon', [ringAround(centre, random)]);
}

function relation(k: number, shape: ShapeParts): string {
  const id = relationId(k);
  const random = createRandom(seedOf(id));
  const tags = objectTags(random, id, false, shape.longTags);
  const centre = centreOf(random, shape.spread);
  const second: [number, number] = [centre[0] + 0.002, centre[1] + 0.001];
  const coordinates = [[ringAround(centre, random)], [ringAround(second, random)]];
  return feature(id, tags, 'MultiPolygon', coordinates);
}

/**
 * The layout of an overpass-turbo export (see test-data/osm): every way as its polygon first,
 * then the relations, then the points — nodes with ways' centre-point twins spread among them,
 * far from their polygons (as many twins as there are ways, or points if fewer). 2 % of the nodes
 * say dog=no.
 */
function* exportChunks(total: number, shape: ShapeParts, counts: ExportCounts): Generator<string> {
  const ways = Math.floor(total * shape.ways);
  const relations = Math.floor(total * shape.relations);
  const points = total - ways - relations;
  const twins = Math.min(ways, points);
  yield `{\n  "type": "FeatureCollection",\n  "generator": "overpass-turbo",\n  "copyright": "The data included in this document is from www.openstreetmap.org. The data is made available under ODbL.",\n  "timestamp": "${new Date().toISOString().slice(0, 19)}Z",\n  "features": [\n`;
  let written = 0;
  let chunk: string[] = [];
  const add = (text: string) => {
    chunk.push(text);
    written += 1;
  };
  const flush = function* () {
    if (chunk.length > 0) yield chunk.join(',\n') + (written < total ? ',\n' : '\n');
    chunk = [];
  };
  for (let j = 0; j < ways; j++) {
    add(way(j, 'polygon', shape));
    if (chunk.length === 1000) yield* flush();
  }
  for (let k = 0; k < relations; k++) {
    add(relation(k, shape));
    if (chunk.length === 1000) yield* flush();
  }
  yield* flush();
  for (let k = 0; k < points; k++) {
    // Exactly `twins` twins among the points, evenly spread.
    const twin = Math.floor(((k + 1) * twins) / points) - Math.floor((k * twins) / points);
    if (twin === 1) {
      add(way(Math.floor(((k + 1) * twins) / points) - 1, 'centre', shape));
    } else {
      const id = nodeId(k);
      const random = createRandom(seedOf(id));
      const dogNo = random() < 0.02;
      if (dogNo) counts.notDogFriendly += 1;
      const tags = objectTags(random, id, dogNo, shape.longTags);
      add(feature(id, tags, 'Point', centreOf(random, shape.spread)));
    }
    if (chunk.length === 1000) yield* flush();
  }
  yield* flush();
  yield '  ]\n}\n';
  counts.twins = twins;
  counts.places = written - twins - counts.notDogFriendly;
}

/** Streams a generated overpass-turbo export of `total` features in `shape` to `path`. */
export async function writeOverpassExport(
  path: string,
  total: number,
  shape: ExportShape = 'clustered',
): Promise<ExportCounts> {
  const counts: ExportCounts = { places: 0, twins: 0, notDogFriendly: 0 };
  const chunks = exportChunks(total, shapeParts[shape], counts);
  await pipeline(Readable.from(chunks), createWriteStream(path));
  return counts;
}

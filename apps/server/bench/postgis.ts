// The anchor of `npm run bench:anchor`: what an engineer would build instead of Waggle's nearby
// query — the same places in PostGIS (a geography point, a GiST index, clustered on it) and the
// nearest 50 within 10 km by `geog <-> origin` with `ST_DWithin`.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { promisify } from 'node:util';
import type { LatLng } from '@waggle/shared/distance';
import { dogSizes } from '@waggle/shared/domain';
import { containsPattern } from '../src/like-pattern';
import type { PlaceFilters } from '../src/modules/places/repository-filters';
import { onPostgres } from './bench-database';
import { nearbyLimit, nearbyRadiusKm } from './workload';

export const postgisMissing =
  'bench:anchor: SKIPPED — PostGIS is not installed (apt-get install postgresql-15-postgis-3)';

/** The fields of a place in Waggle's nearby answer. */
const answerColumns = [
  'id',
  'name',
  'description',
  'category',
  'address',
  'city',
  'country',
  'lat',
  'lng',
  'website',
  'phone',
  'opening_hours',
  'dogs_inside',
  'off_leash',
  'fenced',
  'water_bowls',
  'max_dog_size',
  'source',
  'cover_image_url',
  'rating_avg',
  'rating_count',
  'created_at',
  'updated_at',
  'last_verified_at',
];
const copiedColumns = [...answerColumns, 'status'];

const createPlaces = `create table places (
  id integer primary key,
  name text not null,
  description text,
  category text not null,
  address text,
  city text,
  country text,
  lat float8 not null,
  lng float8 not null,
  website text,
  phone text,
  opening_hours text,
  dogs_inside boolean,
  off_leash boolean,
  fenced boolean,
  water_bowls boolean,
  max_dog_size text,
  source text not null,
  cover_image_url text,
  rating_avg float8 not null,
  rating_count integer not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  last_verified_at timestamptz,
  status text not null,
  geog geography(Point, 4326) generated always as
    (ST_SetSRID(ST_MakePoint(lng, lat), 4326)::geography) stored
)`;

export const postgisInstalled = (url: string) =>
  onPostgres(url, async (client) => {
    const found = await client.query(
      `select 1 from pg_available_extensions where name = 'postgis'`,
    );
    return (found.rowCount ?? 0) > 0;
  });

/**
 * PostGIS is not a trusted extension: a superuser creates it, through `superuserUrl`, or else
 * as the `postgres` OS user over the local socket when this runs as root.
 */
async function createPostgis(url: string, superuserUrl: string | undefined) {
  const sql = 'create extension if not exists postgis';
  const exists = await onPostgres(url, (client) =>
    client.query(`select 1 from pg_extension where extname = 'postgis'`),
  );
  if (exists.rowCount) return;
  const database = new URL(url);
  if (superuserUrl) {
    const asSuperuser = new URL(superuserUrl);
    asSuperuser.pathname = database.pathname;
    await onPostgres(asSuperuser.toString(), (client) => client.query(sql));
  } else if (process.getuid?.() === 0) {
    const name = database.pathname.slice(1);
    const port = database.port || '5432';
    await promisify(execFile)('runuser', [
      ...['-u', 'postgres', '--', 'psql', '-X', '-q', '-v', 'ON_ERROR_STOP=1'],
      ...['-p', port, '-d', name, '-c', sql],
    ]);
  } else {
    throw new Error(
      `PostGIS needs a superuser to be created in ${database.pathname.slice(1)}: run as root or pass --superuser-url`,
    );
  }
}

/** Pipes `\copy (select) to stdout` of one database into `\copy table from stdin` of another. */
async function copyRows(fromUrl: string, select: string, toUrl: string, into: string) {
  const psql = ['-X', '-q', '-v', 'ON_ERROR_STOP=1'];
  const reader = spawn('psql', [...psql, fromUrl, '-c', `\\copy (${select}) to pstdout`], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const writer = spawn('psql', [...psql, toUrl, '-c', `\\copy ${into} from pstdin`], {
    stdio: [reader.stdout, 'inherit', 'inherit'],
  });
  const exitCode = (child: ChildProcess) =>
    once(child, 'exit').then((args) => args[0] as number | null);
  const codes = await Promise.all([exitCode(reader), exitCode(writer)]);
  if (codes.some((code) => code !== 0)) throw new Error('Copying the places into PostGIS failed');
}

/** The places' count and a hash of their rows: the copy is reused while this matches. */
const fingerprintSql = `select count(*) || ':' || coalesce(sum(hashtextextended(p::text, 0)), 0) as fingerprint
  from (select ${copiedColumns.join(', ')} from places) p`;

/**
 * Makes the database at `copyUrl` hold the places of `sourceUrl` in PostGIS: rebuilt (copy,
 * GiST index, CLUSTER, trigram indexes for the search words, VACUUM ANALYZE) unless it already
 * holds exactly the same rows.
 */
export async function preparePostgisCopy(
  sourceUrl: string,
  copyUrl: string,
  superuserUrl: string | undefined,
  log: (line: string) => void,
): Promise<void> {
  const fingerprint = await onPostgres(sourceUrl, async (client) => {
    const result = await client.query<{ fingerprint: string }>(fingerprintSql);
    return result.rows[0]?.fingerprint ?? '';
  });
  await createPostgis(copyUrl, superuserUrl);
  const held = await onPostgres(copyUrl, async (client) => {
    const table = await client.query(`select to_regclass('copied_from') as found`);
    if (!(table.rows[0] as { found: string | null }).found) return '';
    const result = await client.query<{ fingerprint: string }>(
      'select fingerprint from copied_from',
    );
    return result.rows[0]?.fingerprint ?? '';
  });
  if (held === fingerprint) {
    log('PostGIS: reusing the copy of the places');
    return;
  }
  const started = Date.now();
  log('PostGIS: copying the places');
  await onPostgres(copyUrl, (client) =>
    client.query(`drop table if exists copied_from, places; ${createPlaces}`),
  );
  const select = `select ${copiedColumns.join(', ')} from places`;
  await copyRows(sourceUrl, select, copyUrl, `places (${copiedColumns.join(', ')})`);
  log('PostGIS: indexing, clustering and analysing');
  await onPostgres(copyUrl, async (client) => {
    await client.query('create index places_geog_gist on places using gist (geog)');
    await client.query('cluster places using places_geog_gist');
    await client.query('create extension if not exists pg_trgm');
    for (const column of ['name', 'address', 'city']) {
      await client.query(`create index on places using gin (${column} gin_trgm_ops)`);
    }
    await client.query('vacuum analyze places');
    await client.query('create table copied_from (fingerprint text not null)');
    await client.query('insert into copied_from values ($1)', [fingerprint]);
  });
  log(`PostGIS: copy ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The filters as SQL conditions on the copy, their values written in (as an engineer would). */
function filterConditions(filters: PlaceFilters): string[] {
  const conditions = [`status = 'active'`];
  if (filters.categories) {
    conditions.push(`category in (${filters.categories.map(literal).join(', ')})`);
  }
  if (filters.q) {
    const pattern = literal(containsPattern(filters.q));
    conditions.push(`(name ilike ${pattern} or address ilike ${pattern} or city ilike ${pattern})`);
  }
  const flags = [
    ['dogs_inside', filters.dogsInside],
    ['off_leash', filters.offLeash],
    ['fenced', filters.fenced],
    ['water_bowls', filters.waterBowls],
  ] as const;
  for (const [column, wanted] of flags) {
    if (wanted !== undefined) conditions.push(`${column} = ${wanted}`);
  }
  if (filters.fitsDogSize) {
    const fitting = dogSizes.slice(dogSizes.indexOf(filters.fitsDogSize)).map(literal);
    conditions.push(`(max_dog_size is null or max_dog_size in (${fitting.join(', ')}))`);
  }
  return conditions;
}

/**
 * The PostGIS nearby query: the nearest 50 places within 10 km of `origin` (an SQL expression
 * of a geography point) that match the filters, with every field of Waggle's answer and the
 * distance in km. One line, as pgbench wants it.
 */
export function postgisNearbySql(origin: string, filters: PlaceFilters): string {
  const conditions = [
    ...filterConditions(filters),
    `ST_DWithin(geog, ${origin}, ${nearbyRadiusKm * 1000})`,
  ];
  return `select ${answerColumns.join(', ')}, ST_Distance(geog, ${origin}) / 1000 as distance_km from places where ${conditions.join(' and ')} order by geog <-> ${origin} limit ${nearbyLimit}`;
}

/** The origin of the latency run's prepared statement: $1 longitude, $2 latitude. */
export const parameterOrigin = 'ST_SetSRID(ST_MakePoint($1::float8, $2::float8), 4326)::geography';

/** Stores the positions as `positions (i, geog)`, numbered from 1, for pgbench to pick from. */
export const storePositions = (url: string, positions: readonly LatLng[]) =>
  onPostgres(url, async (client) => {
    await client.query('drop table if exists positions');
    await client.query('create table positions (i int primary key, geog geography(Point, 4326))');
    await client.query(
      `insert into positions select i, ST_SetSRID(ST_MakePoint(lng, lat), 4326)::geography
        from unnest($1::float8[], $2::float8[]) with ordinality as t(lat, lng, i)`,
      [positions.map((position) => position.lat), positions.map((position) => position.lng)],
    );
    await client.query('analyze positions');
  });

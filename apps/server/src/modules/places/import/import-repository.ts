import { getTableName, sql, type SQL, type SQLChunk } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@waggle/db/client';
import { places } from '@waggle/db/schema';
import { plainGeoJsonRefPrefix, type ImportedPlace, type PlaceRef } from './geojson-features';
import type { EncodedPlaces, SourcesSeen } from './import-batch';

/** How the places of one batch stood before it was written. */
const batchCountsSchema = z.object({
  created: z.number(),
  updated: z.number(),
  restored: z.number(),
  merged: z.number(),
});
type BatchCounts = z.infer<typeof batchCountsSchema>;
const noCounts: BatchCounts = { created: 0, updated: 0, restored: 0, merged: 0 };

const upsertResultSchema = batchCountsSchema.extend({
  restoredSources: z.array(z.string()),
  restoredRefs: z.array(z.string()),
});
const countSchema = z.object({ count: z.number() });

/** The one row a counting statement returns, checked (both drivers return `{ rows }`). */
function singleRow<T>(result: unknown, schema: z.ZodType<T>): T {
  return z.object({ rows: z.tuple([schema]) }).parse(result).rows[0];
}

// The batch travels as one JSON text, unpacked by jsonb_to_recordset(): one parameter per
// statement instead of one per value, and JSON.stringify is cheaper than serialising arrays per
// column. jsonb, because a json value is parsed twice (checked, then read): on PostgreSQL the
// second parse was 7 % of the import's time in the database (on PGlite json measured a few %
// faster, but PGlite has the larger margin over its bar).
//
// Every field of ImportedPlace with its SQL type (`satisfies` makes a missing one a compile error).
const importedColumnTypes = {
  source: 'place_source',
  sourceRef: 'text',
  name: 'text',
  category: 'place_category',
  lat: 'float8',
  lng: 'float8',
  address: 'text',
  city: 'text',
  country: 'text',
  website: 'text',
  phone: 'text',
  openingHours: 'text',
  dogsInside: 'bool',
  offLeash: 'bool',
  fenced: 'bool',
  waterBowls: 'bool',
} satisfies Record<keyof ImportedPlace, string>;
const importedColumns = Object.entries(importedColumnTypes) as [keyof ImportedPlace, string][];
const list = (parts: SQLChunk[]) => sql.join(parts, sql`, `);
const columnName = (key: keyof ImportedPlace) => sql.identifier(places[key].name);
const insertedColumns = list(importedColumns.map(([key]) => columnName(key)));
const batchValues = list(importedColumns.map(([key]) => sql`batch.${sql.identifier(key)}`));
const batchRecord = list(
  importedColumns.map(([key, type]) => sql`${sql.identifier(key)} ${sql.raw(type)}`),
);
const updatedColumns = list(
  importedColumns
    .filter(([key]) => key !== 'source' && key !== 'sourceRef')
    .map(([key]) => sql`${columnName(key)} = excluded.${columnName(key)}`),
);

const refIn = (sources: readonly string[], refs: readonly string[]) =>
  sql`(source, source_ref) in (select * from unnest(
    ${sql.param(sources)}::text[]::place_source[], ${sql.param(refs)}::text[]))`;

/**
 * The places table as an import run writes it, keyed by (source, source_ref). The run's timestamp
 * is `now()`: the start of its one transaction, the same in every statement.
 */
function createImportRunRepository(db: Database) {
  const run = sql`now()`;

  /** Hides the shown places that match, returning how many. */
  async function hideShown(where: SQL): Promise<number> {
    const result = await db.execute(sql`
      with retired as (
        update ${places} set status = 'hidden', retired_at = ${run}
        where status = 'active' and ${where}
        returning 1
      )
      select count(*)::int as count from retired
    `);
    return singleRow(result, countSchema).count;
  }

  return {
    /**
     * Inserts or updates the batch (its refs are distinct). A place this run has already written
     * from an earlier batch (a way exported as polygon and as centre point) is left as it is and
     * counted as merged. A place an earlier import hid comes back; one an admin hid stays hidden.
     */
    async upsertBatch(batch: EncodedPlaces): Promise<BatchCounts> {
      if (batch.count === 0) return noCounts;
      const result = await db.execute(sql`
        with written as (
          insert into ${places} (${insertedColumns}, last_imported_at)
          select ${batchValues}, ${run}
          from jsonb_to_recordset(${batch.json}::jsonb) as batch(${batchRecord})
          on conflict (source, source_ref) where source_ref is not null do update set
            ${updatedColumns},
            updated_at = now(),
            last_imported_at = excluded.last_imported_at,
            status = case when places.retired_at is null then places.status else 'active' end
          where places.last_imported_at is distinct from excluded.last_imported_at
          -- xmax is 0 on a row the statement inserted. retired_at is not changed here, so it
          -- still says whether an import had hidden the place.
          returning xmax = 0 as created, retired_at is not null as restored, source, source_ref
        )
        select
          count(*) filter (where created)::int as created,
          count(*) filter (where not created and not restored)::int as updated,
          count(*) filter (where restored)::int as restored,
          (${batch.count} - count(*))::int as merged,
          coalesce(array_agg(source::text) filter (where restored), '{}') as "restoredSources",
          coalesce(array_agg(source_ref) filter (where restored), '{}') as "restoredRefs"
        from written
      `);
      const { restoredSources, restoredRefs, ...counts } = singleRow(result, upsertResultSchema);
      if (restoredRefs.length > 0) {
        await db.execute(sql`
          update ${places} set retired_at = null
          where ${refIn(restoredSources, restoredRefs)}`);
      }
      return counts;
    },

    /** Hides the shown places with these refs (their features now say dog=no). */
    retire(refs: readonly PlaceRef[]): Promise<number> {
      if (refs.length === 0) return Promise.resolve(0);
      return hideShown(
        refIn(
          refs.map((ref) => ref.source),
          refs.map((ref) => ref.sourceRef),
        ),
      );
    },

    /**
     * Hides the shown places of these sources that this run did not write: OSM places, or the
     * places earlier plain GeoJSON imports made (never demo, benchmark or community places).
     */
    retireUnseen(sources: SourcesSeen): Promise<number> {
      const kinds = [
        ...(sources.osm ? [sql`source = 'osm'`] : []),
        ...(sources.plainGeoJson
          ? [sql`source = 'admin' and starts_with(source_ref, ${plainGeoJsonRefPrefix})`]
          : []),
      ];
      if (kinds.length === 0) return Promise.resolve(0);
      return hideShown(sql`source_ref is not null
        and last_imported_at is distinct from ${run}
        and (${sql.join(kinds, sql` or `)})`);
    },
  };
}
export type ImportRunRepository = ReturnType<typeof createImportRunRepository>;

const secondaryIndexSchema = z.object({
  name: z.string(),
  definition: z.string(),
  clustered: z.boolean(),
});
type SecondaryIndex = z.infer<typeof secondaryIndexSchema>;

/**
 * Drops the places table's indexes that the import does not read (all but the unique ones: the
 * primary key and the (source, source_ref) key its upserts look up), returning what is needed to
 * build them again.
 */
async function dropSecondaryIndexes(db: Database): Promise<SecondaryIndex[]> {
  const result = await db.execute(sql`
    select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as definition,
      indisclustered as clustered
    from pg_index
    where indrelid = ${getTableName(places)}::regclass and not indisunique`);
  const indexes = z.object({ rows: z.array(secondaryIndexSchema) }).parse(result).rows;
  for (const index of indexes) await db.execute(sql`drop index ${sql.raw(index.name)}`);
  return indexes;
}

async function buildIndexes(db: Database, indexes: readonly SecondaryIndex[]) {
  for (const index of indexes) {
    await db.execute(sql.raw(index.definition));
    if (index.clustered)
      await db.execute(sql`alter table ${places} cluster on ${sql.raw(index.name)}`);
  }
}

/** Whether the places table holds fewer rows than `features` (reads at most that many). */
async function holdsFewerThan(db: Database, features: number): Promise<boolean> {
  const result = await db.execute(sql`
    select count(*)::int as count from (select 1 from ${places} limit ${features}) as rows_now`);
  return singleRow(result, countSchema).count < features;
}

export function createImportRepository(db: Database) {
  return {
    /**
     * Runs a whole import in one transaction, so a file that fails anywhere — even in its last
     * byte — imports nothing. The run's timestamp is the transaction's start.
     *
     * When the table holds fewer places than the file is expected to bring, the indexes the import
     * does not read are dropped first and built again at the end, in the same transaction:
     * building an index once over every row is several times cheaper than updating it row by row,
     * and a failed import leaves them as they were. Meanwhile other sessions wait to read the
     * table (docs/operations.md#importing-open-data).
     */
    run<T>(
      work: (repository: ImportRunRepository) => Promise<T>,
      { expectedFeatures, lowMemory }: { expectedFeatures: number; lowMemory: boolean },
    ): Promise<T> {
      return db.transaction(async (tx) => {
        const rebuilt = (await holdsFewerThan(tx, expectedFeatures))
          ? await dropSecondaryIndexes(tx)
          : [];
        // Building a search index sorts in up to maintenance_work_mem (64 MB); with PGlite that
        // memory is the importer's, and stays with it. 16 MB kept a 1M import under 400 MB.
        if (lowMemory && rebuilt.length > 0) {
          await tx.execute(sql`set local maintenance_work_mem = '16MB'`);
        }
        const result = await work(createImportRunRepository(tx));
        await buildIndexes(tx, rebuilt);
        return result;
      });
    },
  };
}

import { eq, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { places } from '@waggle/db/schema';
import type { DogSize, PlaceCategory } from '@waggle/shared/domain';
import { containsPattern } from '../../like-pattern';

// The list filters as SQL, shared by the places repositories.

export interface PlaceFilters {
  categories?: PlaceCategory[] | undefined;
  q?: string | undefined;
  offLeash?: boolean | undefined;
  fenced?: boolean | undefined;
  waterBowls?: boolean | undefined;
  dogsInside?: boolean | undefined;
  fitsDogSize?: DogSize | undefined;
}

/**
 * How a value enters the SQL: as itself (a parameter of this query) or as a named placeholder
 * of a prepared query, whose values come at each execution.
 */
export type BindValue = <T>(name: string, value: T) => T | Placeholder;
export const asParameter: BindValue = (_name, value) => value;

/** The place's name, address or city matches the `ilike` pattern. */
export const placeTextMatches = (pattern: string | Placeholder) =>
  or(
    sql`${places.name} ilike ${pattern}`,
    sql`${places.address} ilike ${pattern}`,
    sql`${places.city} ilike ${pattern}`,
  );

export function filterConditions(filters: PlaceFilters, bind: BindValue = asParameter): SQL[] {
  const conditions: (SQL | undefined)[] = [eq(places.status, 'active')];
  if (filters.categories) {
    const wanted = filters.categories.map((category, index) => bind(`category${index}`, category));
    conditions.push(inArray(places.category, wanted));
  }
  if (filters.q) {
    conditions.push(placeTextMatches(bind('q', containsPattern(filters.q))));
  }
  const flags = [
    ['offLeash', places.offLeash, filters.offLeash],
    ['fenced', places.fenced, filters.fenced],
    ['waterBowls', places.waterBowls, filters.waterBowls],
    ['dogsInside', places.dogsInside, filters.dogsInside],
  ] as const;
  for (const [name, column, wanted] of flags) {
    if (wanted !== undefined) conditions.push(eq(column, bind(name, wanted)));
  }
  if (filters.fitsDogSize) {
    const size = bind('fitsDogSize', filters.fitsDogSize);
    conditions.push(
      sql`(${places.maxDogSize} is null or ${places.maxDogSize} >= ${size}::dog_size)`,
    );
  }
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

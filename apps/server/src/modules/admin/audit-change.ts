import type { AuditRecord, AuditRepository } from './audit-repository';

const same = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;

/**
 * The fields of `after` that differ from `before`, as they were and as they are: an audit
 * entry's snapshots. Null when nothing changed.
 */
export function changedFields<T extends object>(
  before: T,
  after: Partial<T>,
): { before: Partial<T>; after: Partial<T> } | null {
  const keys = (Object.keys(after) as (keyof T)[]).filter(
    (key) => after[key] !== undefined && !same(before[key], after[key]),
  );
  if (keys.length === 0) return null;
  const pick = (source: Partial<T>) =>
    Object.fromEntries(keys.map((key) => [key, source[key]])) as Partial<T>;
  return { before: pick(before), after: pick(after) };
}

/** Records the change `after` makes to `before`, if it makes one. */
export async function recordChange<T extends object>(
  audit: AuditRepository,
  entry: Omit<AuditRecord, 'before' | 'after'>,
  before: T,
  after: Partial<T>,
): Promise<void> {
  const change = changedFields(before, after);
  if (change) await audit.record({ ...entry, ...change });
}

import type { Repositories } from '../../repositories';
import type { AuditRecord, AuditTargetType } from './audit-repository';

export type { AuditRecord, AuditTargetType } from './audit-repository';

/** The audit log in the transaction of the change it records. */
type AuditLog = Pick<Repositories, 'audit'>;

/** Records an admin's action, in the transaction that made the change. */
export async function recordAudit({ audit }: AuditLog, record: AuditRecord): Promise<void> {
  await audit.record(record);
}

/** What a removed photo changed on one target: the field that showed it, before and after. */
export interface PhotoRemoval {
  id: number;
  before: object;
  after: object | null;
}

/** Records that an admin took a photo off these targets, in the transaction that did it. */
export async function recordPhotoRemovals(
  tx: AuditLog,
  actorId: number,
  type: AuditTargetType,
  removals: readonly PhotoRemoval[],
): Promise<void> {
  for (const { id, before, after } of removals) {
    await recordAudit(tx, { actorId, action: 'photo.remove', target: { type, id }, before, after });
  }
}

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
  tx: AuditLog,
  entry: Omit<AuditRecord, 'before' | 'after'>,
  before: T,
  after: Partial<T>,
): Promise<void> {
  const change = changedFields(before, after);
  if (change) await recordAudit(tx, { ...entry, ...change });
}

/** Account deletion: the entries about the user keep only whether they were an admin. */
export async function forgetAuditedUser({ audit }: AuditLog, userId: number): Promise<void> {
  await audit.forgetUser(userId);
}

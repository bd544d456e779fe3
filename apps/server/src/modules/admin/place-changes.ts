import { notFound } from '../../http-error';
import type { Repositories } from '../../repositories';
import type { AdminPlaceChanges, AdminPlaceRow } from '../places/repository';
import { changedFields } from './audit-change';
import type { AuditAction } from '@waggle/shared/admin';

/**
 * An admin's change to a place, hidden or not, with its audit entry; nothing is written when it
 * changes nothing. 404 for an unknown place.
 */
export async function changePlace(
  { places, audit }: Repositories,
  actorId: number,
  id: number,
  changes: AdminPlaceChanges,
  action: Extract<AuditAction, 'place.update' | 'place.hide'>,
): Promise<AdminPlaceRow> {
  const before = await places.lockIncludingHidden(id);
  if (!before) throw notFound('Place');
  const change = changedFields(before, changes);
  if (!change) return before;
  const after = await places.update(id, changes);
  if (!after) throw notFound('Place');
  await audit.record({ actorId, action, target: { type: 'place', id }, ...change });
  return after;
}

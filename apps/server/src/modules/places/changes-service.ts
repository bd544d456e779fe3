import type { AuditAction } from '@waggle/shared/admin';
import type { PlaceFields } from '@waggle/shared/place-fields';
import { notFound } from '../../http-error';
import type { Repositories } from '../../repositories';
import { changedFields, recordAudit, recordPhotoRemovals } from '../admin/audit-service';
import type { AdminPlaceChanges, AdminPlaceRow } from './repository';

// Admins' changes to places, each with its audit entry in the same transaction: from the places
// admin routes, an approved suggestion, a resolved report and a removed photo.

type PlacesAndAudit = Pick<Repositories, 'places' | 'audit'>;

/**
 * An admin's change to a place, hidden or not; nothing is written when it changes nothing. 404
 * for an unknown place. A hide keeps its reason on the place and as the audit entry's note; showing
 * it again clears the reason (docs/product.md#moderation).
 */
export async function changePlace(
  tx: PlacesAndAudit,
  actorId: number,
  id: number,
  { hiddenReason, ...changes }: AdminPlaceChanges,
  action: Extract<AuditAction, 'place.update' | 'place.hide'>,
): Promise<AdminPlaceRow> {
  const before = await lockPlace(tx, id);
  const change = changedFields(before, changes);
  if (!change) return before;
  const hiding = change.after.status === 'hidden';
  const reason = hiding ? (hiddenReason ?? null) : null;
  const after = await tx.places.update(id, {
    ...changes,
    ...(change.after.status && { hiddenReason: reason }),
  });
  if (!after) throw notFound('Place');
  await recordAudit(tx, {
    actorId,
    action,
    target: { type: 'place', id },
    ...change,
    note: reason,
  });
  return after;
}

/** The place, hidden or not, locked until the transaction ends: 404 for an unknown one. */
export async function lockPlace(
  tx: Pick<Repositories, 'places'>,
  id: number,
): Promise<AdminPlaceRow> {
  const place = await tx.places.lockIncludingHidden(id);
  if (!place) throw notFound('Place');
  return place;
}

/** A community place an admin approved, `createdBy` the person who suggested it; its id. */
export async function createCommunityPlace(
  tx: PlacesAndAudit,
  actorId: number,
  values: PlaceFields & { coverImageUrl: string | null },
  createdBy: number,
): Promise<number> {
  const place = await tx.places.insert({ ...values, source: 'community', createdBy });
  await recordAudit(tx, {
    actorId,
    action: 'place.create',
    target: { type: 'place', id: place.id },
    before: null,
    after: values,
  });
  return place.id;
}

/** Takes the photo off every place showing it as the cover; returns how many did. */
export async function removeCoverPhoto(
  tx: PlacesAndAudit,
  actorId: number,
  url: string,
): Promise<number> {
  const ids = await tx.places.removeCover(url);
  const removal = { before: { coverImageUrl: url }, after: { coverImageUrl: null } };
  await recordPhotoRemovals(
    tx,
    actorId,
    'place',
    ids.map((id) => ({ id, ...removal })),
  );
  return ids.length;
}

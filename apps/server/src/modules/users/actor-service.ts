import { forbidden } from '../../http-error';
import type { Identity } from '../../identity';
import type { Repositories } from '../../repositories';
import type { UserRow, UsersRepository } from './repository';

/** The caller's own user row; a signed-in caller without one has not synced yet. */
export function createRequireActor(repository: UsersRepository) {
  return async (identity: Identity): Promise<UserRow> => {
    const actor = await repository.findByFirebaseUid(identity.uid);
    if (!actor) throw forbidden('Your account is not set up yet. Sign in again.');
    return actor;
  };
}
export type RequireActor = ReturnType<typeof createRequireActor>;

/** The caller's user row if they are an admin (docs/architecture.md#http-api /api/admin/...); else 403. */
export function createRequireAdmin(requireActor: RequireActor) {
  return async (identity: Identity): Promise<UserRow> => {
    const actor = await requireActor(identity);
    if (!actor.isAdmin) throw forbidden('Only admins can do this.');
    return actor;
  };
}
export type RequireAdmin = ReturnType<typeof createRequireAdmin>;

/** 403 with `message` (what the caller may do: "You can only see your own favourites.") unless `id` is theirs. */
export function assertSelf(actor: UserRow, id: number, message: string): void {
  if (actor.id !== id) throw forbidden(message);
}

/**
 * Holds the user's account until the transaction ends, so its deletion waits for what the
 * transaction writes for them, or comes first: false when the account is gone.
 */
export const holdAccount = ({ users }: Pick<Repositories, 'users'>, userId: number) =>
  users.lockShared(userId);

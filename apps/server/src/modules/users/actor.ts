import { forbidden } from '../../http-error';
import type { Identity } from '../../identity';
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

export function assertSelf(actor: UserRow, id: number): void {
  if (actor.id !== id) throw forbidden('You can only change your own account.');
}

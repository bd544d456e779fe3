import type { z } from 'zod';
import type { AdminUser, adminSearchQuerySchema, adminUserListSchema } from '@waggle/shared/admin';
import type {
  DeleteUserBody,
  ServerUser,
  SyncUserBody,
  SyncUserResponse,
  UpdateProfileBody,
  ValidateSessionBody,
  ValidateSessionResponse,
} from '@waggle/shared/users';
import { conflict, forbidden, notFound } from '../../http-error';
import type { Identity, IdentityService } from '../../identity';
import type { ServiceContext } from '../../service-context';
import { forgetAuditedUser, recordAudit } from '../admin/audit-service';
import { uploadAttachments } from '../images/attachment-service';
import { lockPlacesReviewedBy, refreshRatings } from '../reviews/ratings-service';
import { assertSelf } from './actor-service';
import { adminByConfig, createAdminRightsService } from './admin-rights';
import { httpsPhotoUrl, publicName, toAdminUser, toServerUser } from './api-shape';
import type { UserRow } from './repository';

/** A user target's audit snapshot: the one kind that names a person (forgetUser scrubs it). */
const userSnapshot = (user: UserRow, isAdmin: boolean) => ({
  name: publicName(user),
  email: user.email,
  isAdmin,
});

function assertSameUid(identity: Identity, firebaseUID: string) {
  if (firebaseUID !== identity.uid) {
    throw forbidden('The firebaseUID does not match your sign-in.');
  }
}

export function createUsersService(
  { repositories, transaction, requireActor, requireAdmin, imageFiles }: ServiceContext,
  identityService: IdentityService,
  adminEmails: readonly string[],
) {
  const repository = repositories.users;
  return {
    /** docs/product.md#sign-in-and-session POST /api/users: create or update the caller's user from their Firebase identity. */
    async sync(identity: Identity, body: SyncUserBody): Promise<SyncUserResponse> {
      assertSameUid(identity, body.firebaseUID);
      // The token's email only: a body's is the client's word, and admin rights go by email.
      const email = identity.email;
      const displayName = body.displayName || identity.name;
      const { row, created } = await repository.upsertByFirebaseUid(
        {
          firebaseUid: identity.uid,
          // docs/product.md#signed-in-user: the username falls back from display name to email to "Anonymous".
          username: displayName || email || 'Anonymous',
          email,
          emailVerified: identity.emailVerified,
          displayName,
          // docs/product.md#profile-and-account: a photo that is not https is dropped, not refused:
          // it comes from the sign-in provider, and the sign-in must not fail for it.
          photoUrl: httpsPhotoUrl(body.photoURL) ?? httpsPhotoUrl(identity.picture),
        },
        // docs/product.md#roles-and-permissions: a listed address makes an admin once verified.
        adminByConfig(identity, adminEmails),
      );
      return {
        userId: row.id,
        message: created ? 'User created' : 'User updated',
        user: toServerUser(row),
      };
    },

    /** docs/product.md#start-up-session-check: the user is found by the token's uid, whatever userId the client held. */
    async validateSession(
      identity: Identity,
      body: ValidateSessionBody,
    ): Promise<ValidateSessionResponse> {
      assertSameUid(identity, body.firebaseUID);
      const row = await repository.findByFirebaseUid(identity.uid);
      return row
        ? { valid: true, user: toServerUser(row), foundBy: 'firebaseUID' }
        : { valid: false };
    },

    async get(identity: Identity, id: number): Promise<ServerUser> {
      const actor = await requireActor(identity);
      if (!actor.isAdmin) assertSelf(actor, id, 'You can only see your own account.');
      const row = actor.id === id ? actor : await repository.findById(id);
      if (!row) throw notFound('User');
      return toServerUser(row);
    },

    async updateProfile(
      identity: Identity,
      id: number,
      patch: UpdateProfileBody,
    ): Promise<ServerUser> {
      const actor = await requireActor(identity);
      assertSelf(actor, id, 'You can only change your own account.');
      const row = await repository.update(id, patch);
      if (!row) throw notFound('User');
      return toServerUser(row);
    },

    /**
     * docs/product.md#profile-and-account: the data first, in one transaction (the user row with what
     * cascades from it, their uploads, and the ratings of the places they reviewed), then the
     * image files, then the Firebase user.
     */
    async deleteAccount(identity: Identity, id: number, body: DeleteUserBody): Promise<void> {
      const actor = await requireActor(identity);
      assertSelf(actor, id, 'You can only delete your own account.');
      if (body.requestingUserId !== actor.id) {
        throw forbidden('requestingUserId does not match your account.');
      }
      const images = await transaction(async (tx) => {
        // A review being written waits for this lock, or holds it until it is committed, so the
        // places read next are all the user reviewed.
        await tx.users.lock(id);
        const reviewed = await lockPlacesReviewedBy(tx, id);
        // Before the user row goes: its deletion clears uploads.user_id.
        const owned = await uploadAttachments(tx).discardOwnedBy(id);
        await tx.users.delete(id);
        await refreshRatings(tx, reviewed);
        await forgetAuditedUser(tx, id);
        return owned;
      });
      await imageFiles.settle(images);
      await identityService.deleteAccount(identity.uid);
    },

    /** Newest first, or those whose name or email match. */
    async search(
      identity: Identity,
      { q, limit }: z.infer<typeof adminSearchQuerySchema>,
    ): Promise<z.infer<typeof adminUserListSchema>> {
      await requireAdmin(identity);
      const rows = await repository.search(q, limit);
      return { users: rows.map((row) => toAdminUser(row, adminEmails)) };
    },

    /** Grants or revokes one person's admin rights; ADMIN_EMAILS wins, as with `npm run admin`. */
    async setAdmin(identity: Identity, id: number, isAdmin: boolean): Promise<AdminUser> {
      const actor = await requireAdmin(identity);
      if (actor.id === id && !isAdmin) {
        throw conflict('You cannot revoke your own admin rights. Ask another admin to.');
      }
      const row = await transaction(async (tx) => {
        const user = await tx.users.findById(id);
        if (!user) throw notFound('User');
        const outcome = await createAdminRightsService(tx.users, adminEmails).setForUser(
          user,
          isAdmin,
        );
        if (outcome === 'listed') {
          throw conflict(
            `${user.email} is listed in ADMIN_EMAILS, and the list wins: take it off the list to revoke.`,
          );
        }
        if (outcome === 'unverified') {
          throw conflict(
            `${user.email} is not verified: only a person whose sign-in confirmed their email can be an admin.`,
          );
        }
        if (user.isAdmin !== isAdmin) {
          await recordAudit(tx, {
            actorId: actor.id,
            action: isAdmin ? 'user.grant_admin' : 'user.revoke_admin',
            target: { type: 'user', id },
            before: userSnapshot(user, user.isAdmin),
            after: userSnapshot(user, isAdmin),
          });
        }
        return tx.users.findById(id);
      });
      if (!row) throw notFound('User');
      return toAdminUser(row, adminEmails);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;

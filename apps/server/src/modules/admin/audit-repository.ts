import { and, desc, eq, like, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '@waggle/db/client';
import { auditLog, reviews, users } from '@waggle/db/schema';
import type { AuditAction, AuditKind } from '@waggle/shared/admin';

export type AuditTargetType =
  'suggestion' | 'place' | 'report' | 'review' | 'upload' | 'user' | 'announcement';

/**
 * One entry: the target's changed fields before and after. Snapshots never hold a person's name
 * or email, except a user target's (see forgetUser).
 */
export interface AuditRecord {
  actorId: number;
  action: AuditAction;
  target: { type: AuditTargetType; id: number };
  before: object | null;
  after: object | null;
  /** The admin's note or reason: a rejection's note, a hide's reason. */
  note?: string | null;
}

/** Which entries a list holds: one admin's, one kind's (docs/product.md#activity-log). */
export interface AuditFilter {
  actorId?: number | undefined;
  kind?: AuditKind | undefined;
}

/** What a user target's snapshot keeps once the account is deleted. */
const keepAdminFlag = (snapshot: AnyColumn) =>
  sql`case when ${snapshot} is null then null
    else jsonb_strip_nulls(jsonb_build_object('isAdmin', ${snapshot} -> 'isAdmin')) end`;

/** The audit log, written in the transaction of the change it records. */
export function createAuditRepository(db: Database) {
  return {
    async record({ actorId, action, target, before, after, note }: AuditRecord): Promise<void> {
      await db.insert(auditLog).values({
        actorId,
        action,
        targetType: target.type,
        targetId: target.id,
        before,
        after,
        note: note ?? null,
      });
    },

    /**
     * Newest first, with each actor's public name (none once their account is gone) and, for a
     * review, the place it belongs to (from the review, else from what the entry kept of it).
     */
    listRecent(limit: number, { actorId, kind }: AuditFilter = {}) {
      return db
        .select({
          id: auditLog.id,
          action: auditLog.action,
          targetType: auditLog.targetType,
          targetId: auditLog.targetId,
          targetPlaceId: sql<number | null>`coalesce(${reviews.placeId},
            (${auditLog.before} ->> 'placeId')::int)`,
          before: auditLog.before,
          after: auditLog.after,
          note: auditLog.note,
          createdAt: auditLog.createdAt,
          actor: { id: users.id, displayName: users.displayName, username: users.username },
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .leftJoin(
          reviews,
          and(eq(auditLog.targetType, 'review'), eq(reviews.id, auditLog.targetId)),
        )
        .where(
          and(
            actorId === undefined ? undefined : eq(auditLog.actorId, actorId),
            kind === undefined ? undefined : like(auditLog.action, `${kind}.%`),
          ),
        )
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit);
    },

    /** Everyone with an entry in the log whose account is still there, by id. */
    listActors() {
      return db
        .selectDistinct({ id: users.id, displayName: users.displayName, username: users.username })
        .from(auditLog)
        .innerJoin(users, eq(users.id, auditLog.actorId))
        .orderBy(users.id);
    },

    /**
     * Account deletion (docs/product.md#profile-and-account): the entries about the user keep only whether they were an
     * admin. Entries they made lose their actor through the foreign key.
     */
    async forgetUser(userId: number): Promise<void> {
      await db
        .update(auditLog)
        .set({ before: keepAdminFlag(auditLog.before), after: keepAdminFlag(auditLog.after) })
        .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId)));
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;

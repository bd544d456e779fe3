import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database, DatabaseEngine } from '@waggle/db/client';
import { places, users } from '@waggle/db/schema';
import type { auditListSchema } from '@waggle/shared/admin';
import type { PlaceFields } from '@waggle/shared/place-fields';
import type { z } from 'zod';
import { bearer, createVerifiedGoogleUser, type EmulatorUser } from './auth-emulator-client';
import { syncUser } from './sync-user';
import { createTestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PATCH';
type AuditEntry = z.infer<typeof auditListSchema>['entries'][number];

/** A new place's fields as the suggest form sends them. */
export const newPlaceFields: PlaceFields = {
  name: 'Bark Café',
  category: 'cafe',
  lat: 48.8566,
  lng: 2.3522,
  address: '1 Rue du Chien',
  city: 'Paris',
  country: 'France',
  description: null,
  website: null,
  phone: null,
  openingHours: null,
  dogsInside: true,
  offLeash: null,
  fenced: null,
  waterBowls: true,
  maxDogSize: null,
};

export async function insertPlace(db: Database, values: Partial<typeof places.$inferInsert> = {}) {
  const [row] = await db
    .insert(places)
    .values({ name: 'Riverside Park', category: 'park', lat: 52.5, lng: 13.4, ...values })
    .returning({ id: places.id });
  if (!row) throw new Error('insert into places returned no row');
  return row.id;
}

/**
 * The app on a fresh database with images on local disk under a temporary DATA_DIR, an admin
 * (made one in the database, as the tests' rule is) and a signed-in member without rights, both
 * signed in with Google (a verified email, which admin rights need).
 */
export async function createAdminTestKit(engine: DatabaseEngine, adminEmails: string[] = []) {
  const dataDir = mkdtempSync(join(tmpdir(), 'waggle-admin-'));
  const t = await createTestApp(engine, {
    DATA_DIR: dataDir,
    RATE_LIMIT_WRITES_PER_MINUTE: 10_000,
    ADMIN_EMAILS: adminEmails,
  });
  const admin = await createVerifiedGoogleUser();
  const adminId = (await syncUser(t.app, admin, 'Ada')).userId;
  await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, adminId));
  const member = await createVerifiedGoogleUser();
  const memberId = (await syncUser(t.app, member, 'Max')).userId;

  const call = (method: Method, url: string, who: EmulatorUser | null, payload?: object) =>
    t.app.inject({ method, url, headers: who ? bearer(who) : {}, payload });

  /** A public write (a suggestion, a review, a report) that the test builds on: must succeed. */
  async function submit<T>(who: EmulatorUser, url: string, payload: object): Promise<T> {
    const response = await call('POST', url, who, payload);
    if (response.statusCode >= 300) {
      throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
    }
    return response.json<T>();
  }

  return {
    t,
    db: t.database.db,
    dataDir,
    admin,
    adminId,
    member,
    memberId,
    call,
    submit,
    /** The audit log's entries on one target, oldest first, as GET /api/admin/audit lists them. */
    async auditOf(targetType: string, targetId: number): Promise<AuditEntry[]> {
      const response = await call('GET', '/api/admin/audit', admin);
      return response
        .json<{ entries: AuditEntry[] }>()
        .entries.filter((entry) => entry.targetType === targetType && entry.targetId === targetId)
        .reverse();
    },
    async close() {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type AdminTestKit = Awaited<ReturnType<typeof createAdminTestKit>>;

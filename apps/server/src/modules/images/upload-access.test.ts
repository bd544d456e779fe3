import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '@waggle/db/schema';
import { uploadSignedOutMessage } from '@waggle/shared/images';
import {
  createEmulatorUser,
  expiredIdToken,
  type EmulatorUser,
} from '../../test/auth-emulator-client';
import { syncUser } from '../../test/sync-user';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';
import { sampleImage } from './test/sample-images';
import { filesUnder, multipartBody, uploadFile } from './test/upload-requests';

/** Who may call POST /api/images (DESIGN.md §4). */
describe.each(testEngines)('POST /api/images access [%s]', (engine) => {
  let t: TestApp;
  let dataDir: string;
  let owner: EmulatorUser;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'waggle-upload-access-'));
    t = await createTestApp(engine, {
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL: 'https://waggle.test',
      RATE_LIMIT_WRITES_PER_MINUTE: 10_000,
    });
    owner = await createEmulatorUser();
    await syncUser(t.app, owner);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** What is stored: the files on disk and the number of upload rows. */
  const stored = async () => ({
    files: filesUnder(dataDir),
    rows: (await t.database.db.select().from(uploads)).length,
  });

  it.each<[string, () => Record<string, string>]>([
    ['no Authorization header', () => ({})],
    ['a header that is not a Bearer token', () => ({ authorization: 'Basic ZG9nOmJvbmU=' })],
    ['a garbage token', () => ({ authorization: 'Bearer not-a-token' })],
    ['an expired token', () => ({ authorization: `Bearer ${expiredIdToken(owner.uid)}` })],
  ])('refuses %s with the client’s own words (401), storing nothing', async (_case, headers) => {
    const before = await stored();
    const body = await multipartBody({ bytes: await sampleImage(64, 64) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { ...headers(), 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorized', message: uploadSignedOutMessage });
    expect(await stored()).toEqual(before);
  });

  it('keeps the general sign-in message on other routes', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/suggestions/mine',
      headers: { authorization: 'Basic ZG9nOmJvbmU=' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json<{ message: string }>().message).not.toBe(uploadSignedOutMessage);
  });

  it('refuses a signed-in caller who has not synced their account (403)', async () => {
    const before = await stored();
    const stranger = await createEmulatorUser();
    const res = await uploadFile(t.app, stranger, { bytes: await sampleImage(64, 64) });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ error: string }>().error).toBe('forbidden');
    expect(await stored()).toEqual(before);
  });
});

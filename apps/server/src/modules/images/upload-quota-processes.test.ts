import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulatorUser } from '../../test/auth-emulator-client';
import { syncUser } from '../../test/sync-user';
import { testEngines } from '../../test/test-database';
import { createTwoTestApps } from '../../test/two-processes';
import { sampleImage } from './test/sample-images';
import { uploadFile } from './test/upload-requests';

// docs/product.md#images: the daily limit is counted in the database, whichever process takes
// the upload.

const uploadsPerDay = 3;

describe.each(testEngines)('the daily upload limit across two server processes [%s]', (engine) => {
  let two: Awaited<ReturnType<typeof createTwoTestApps>>;
  beforeAll(async () => {
    two = await createTwoTestApps(engine, {
      UPLOADS_PER_USER_PER_DAY: uploadsPerDay,
      PUBLIC_BASE_URL: 'https://waggle.test',
    });
  });
  afterAll(() => two.close());

  it('lets through the limit in total, uploads sent at once to both included', async () => {
    const uploader = await createEmulatorUser();
    await syncUser(two.first.app, uploader);
    const bytes = await sampleImage(64, 64);
    const apps = [two.first.app, two.second.app] as const;
    const answers = await Promise.all(
      Array.from({ length: 2 * uploadsPerDay }, (_, i) =>
        uploadFile(apps[i % 2 ? 1 : 0], uploader, { bytes }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      ...Array<number>(uploadsPerDay).fill(201),
      ...Array<number>(uploadsPerDay).fill(429),
    ]);
    // And afterwards, either process refuses.
    for (const app of apps)
      expect((await uploadFile(app, uploader, { bytes })).statusCode).toBe(429);
  });
});

import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect } from 'vitest';
import type { Database } from '@waggle/db/client';
import { uploads } from '@waggle/db/schema';

const fileOf = (dataDir: string, folder: 'uploads' | 'withheld', key: string) =>
  join(dataDir, folder, key);

/**
 * An upload as POST /api/images leaves it, without the image work: the row, unattached, and its
 * two files on the local disk store under `dataDir`.
 */
export async function insertUpload(db: Database, dataDir: string, userId: number) {
  const name = randomUUID();
  const key = `test/${name}.webp`;
  const thumbnailKey = `test/${name}-thumb.webp`;
  for (const stored of [key, thumbnailKey]) {
    const file = fileOf(dataDir, 'uploads', stored);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, 'fake image');
  }
  const [row] = await db
    .insert(uploads)
    .values({
      userId,
      key,
      thumbnailKey,
      url: `https://waggle.test/uploads/${key}`,
      thumbnailUrl: `https://waggle.test/uploads/${thumbnailKey}`,
      width: 800,
      height: 600,
      bytes: 10,
    })
    .returning();
  if (!row) throw new Error('insert into uploads returned no row');
  return row;
}

/** How an upload's row looks once discarded and its files deleted (kept a day for the limit). */
export const discardedRow = {
  attachedTo: null,
  discardedAt: expect.any(Date) as unknown,
  filesPending: false,
};

/** Where the upload's display file is now: served, withheld (a hidden review's), or gone. */
export function fileState(dataDir: string, key: string): 'served' | 'withheld' | 'gone' {
  if (existsSync(fileOf(dataDir, 'uploads', key))) return 'served';
  if (existsSync(fileOf(dataDir, 'withheld', key))) return 'withheld';
  return 'gone';
}

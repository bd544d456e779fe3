import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';
import { migratedPgliteTemplate } from './test/pglite-template';

describe('PGlite data directory lock', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'waggle-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second opener while a live process holds the directory', () => {
    const dir = tempDir();
    // The parent of this test process is alive for as long as the test runs.
    writeFileSync(join(dir, 'waggle.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`already open in process ${process.ppid}`);
  });

  it('takes over a lock left by a process that is gone, and releases it', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'waggle.lock'), '2147483646');
    const release = lockDataDir(dir);
    release();
    lockDataDir(dir)();
  });

  it('keeps a second openDatabase off a directory in use until the first closes', async () => {
    const dir = tempDir();
    // Made from the run's migrated copy rather than by initdb (seconds): the lock is the same.
    const from = await migratedPgliteTemplate();
    const first = await openDatabase({ engine: 'pglite', dataDir: dir, from });
    await expect(openDatabase({ engine: 'pglite', dataDir: dir })).rejects.toThrow(
      DataDirLockedError,
    );
    await first.close();
    const again = await openDatabase({ engine: 'pglite', dataDir: dir });
    await again.close();
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@waggle/db/client';
import { migratedPgliteTemplate } from '@waggle/db/test/pglite-template';
import { runImportCommand } from '../../../cli/import-command';
import { runCli, runCommandHere } from '../../../test/run-cli';

const cli = fileURLToPath(new URL('../../../cli/import.ts', import.meta.url));
const salzburg = fileURLToPath(
  new URL('../../../../test-data/osm/salzburg-dog-places.geojson', import.meta.url),
);

// The embedded database: the CLI's own lock on the data directory is what is tested here; the
// import itself is tested on both engines in import.test.ts.
describe('npm run import, the command', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'waggle-import-cli-'));
  const databaseDir = join(dataDir, 'db');
  // A migrated database for the command to find, made from the run's copy: PGlite's initdb in
  // the command's process would cost seconds.
  beforeAll(async () => {
    const from = await migratedPgliteTemplate();
    await (await openDatabase({ engine: 'pglite', dataDir: databaseDir, from })).close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  /** The command as its own process, as an operator runs it. */
  const importCli = (...args: string[]) => runCli(cli, args, { dataDir });
  /** The same in this process (a new process costs seconds): its exit code and what it said. */
  const importHere = (...args: string[]) => runCommandHere(runImportCommand, args, { dataDir });

  it('prints one summary line with the counts, the time and its peak memory', async () => {
    const { code, output } = await importCli(salzburg);
    expect(code).toBe(0);
    expect(output.trim()).toMatch(
      /^Imported 84 places \(84 new, 0 updated, 0 shown again\); merged 25 repeated features; skipped 0 features that could not be placed and 0 that say dog=no; retired 0 places; 109 features in \d+\.\d s, peak memory \d+ MB\.$/,
    );
  });

  it('retires the places a file no longer holds with --retire-missing', async () => {
    const one = join(dataDir, 'one.geojson');
    writeFileSync(
      one,
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: { '@id': 'node/457722545', amenity: 'veterinary' },
            geometry: { type: 'Point', coordinates: [13.04, 47.8] },
          },
        ],
      }),
    );
    const { code, output } = await importHere(one, '--retire-missing');
    expect(code).toBe(0);
    expect(output).toContain('Imported 1 places (0 new, 1 updated, 0 shown again)');
    expect(output).toContain('retired 83 places');
  });

  it('imports nothing from a bad file, and says why', async () => {
    const bad = join(dataDir, 'bad.geojson');
    writeFileSync(bad, '{"type":"Feature"}');
    const { code, output } = await importHere(bad);
    expect(code).toBe(1);
    expect(output).toContain('Nothing was imported. The file is not a GeoJSON FeatureCollection');
  });

  it('refuses to run while another process holds the data directory', async () => {
    const server = await openDatabase({ engine: 'pglite', dataDir: databaseDir });
    try {
      const { code, output } = await importCli(salzburg);
      expect(code).toBe(1);
      expect(output).toContain('Nothing was imported.');
      expect(output).toContain(String(process.pid));
    } finally {
      await server.close();
    }
  });

  it('refuses an unknown category', async () => {
    const { code, output } = await importHere(salzburg, '--category', 'zoo');
    expect(code).toBe(2);
    expect(output).toContain('Unknown category: zoo');
  });
});

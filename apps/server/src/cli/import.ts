import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv, type Env } from '../env';
import { runImportCommand } from './import-command';

/**
 * Creating an embedded database (initdb and the migrations) takes memory PGlite never hands back:
 * before a first import, a process of its own creates it, and the import starts without that
 * (docs/operations.md#importing-open-data). Whatever goes wrong there, the import meets and says.
 */
function createEmbeddedDatabaseApart(env: Env): Env {
  if (!env.DATABASE_URL && !existsSync(join(resolve(env.DATA_DIR), 'db', 'PG_VERSION'))) {
    const script = fileURLToPath(new URL('./create-database.ts', import.meta.url));
    spawnSync(process.execPath, [...process.execArgv, script], { stdio: 'ignore' });
  }
  return env;
}

process.exitCode = await runImportCommand(
  process.argv.slice(2),
  () => createEmbeddedDatabaseApart(loadEnv()),
  console,
);

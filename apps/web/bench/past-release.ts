import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The release the web is measured against: the last commit of 2026-11-23, before announcements,
 * settings, the offline app and the native shells. Its Explore has no announcement dialog at all
 * (nothing fetches /motd/messages.json), so its every visit is what the current code's returning
 * visit is.
 */
export const pastRelease = '7519cd9';

const root = resolve(import.meta.dirname, '../../..');

function run(command: string, args: string[], cwd: string) {
  console.log(`[${pastRelease}] ${command} ${args.join(' ')}`);
  execFileSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
}

/**
 * A copy of the release's tree under the OS temp dir with its own dependencies (from its own
 * lockfile) and its own production build; kept and reused once complete.
 */
export function preparePastRelease(): string {
  const dir = join(tmpdir(), `waggle-bench-release-${pastRelease}`);
  const done = join(dir, '.prepared');
  if (existsSync(done)) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archive = join(dir, 'release.tar');
  run('git', ['archive', '--output', archive, pastRelease], root);
  run('tar', ['-xf', archive], dir);
  rmSync(archive);
  // No install scripts: the build and the server need none (sharp and PGlite ship prebuilt).
  run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], dir);
  run('npm', ['run', 'build'], dir);
  writeFileSync(done, '');
  return dir;
}

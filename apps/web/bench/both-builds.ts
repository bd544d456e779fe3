import { chromium } from '@playwright/test';
import { join, resolve } from 'node:path';
import { chromiumArgs, chromiumPath } from '../e2e/chromium';
import { startBenchServer } from './bench-server';
import { preparePastRelease } from './past-release';

/**
 * The current build and the pinned release, each served by its own real server, and one Chromium
 * that Lighthouse drives through `debuggingPort`. `dists` are the two builds' files, current first.
 */
export async function startBothBuilds(debuggingPort: number) {
  const releaseDir = preparePastRelease();
  const dists = [
    resolve(import.meta.dirname, '../dist'),
    join(releaseDir, 'apps/web/dist'),
  ] as const;
  // One after the other: starting both at once on a busy host outlasts the wait for either.
  const current = await startBenchServer();
  const release = await startBenchServer(releaseDir).catch((error: unknown) => {
    current.stop();
    throw error;
  });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, `--remote-debugging-port=${debuggingPort}`],
  });
  return { current, release, browser, dists };
}

// `npm run bench:photos`: a burst of 40-megapixel photo uploads at once against the real server,
// with its resident memory before, at the peak and after (docs/benchmarks.md#photo-uploads).
// The server runs in its own process, signed in through the Auth emulator, with
// MALLOC_ARENA_MAX=2 as `npm start` and `npm run serve` run it (`--arena-max glibc` for glibc's
// own default, 8 arenas a core).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { uploadFieldName } from '@waggle/shared/images';
import { startAuthEmulator } from '../../../scripts/auth-emulator';
import { createEmulatorAccount, signInToServer } from '../../../scripts/emulator-accounts';
import { serverProcessEnv } from '../../../scripts/server-process-env';
import { log, machineSummary, parseWholeNumber } from './cli';
import { startServer, type ServerProcess } from './server-process';

const { values } = parseArgs({
  options: {
    uploads: { type: 'string', default: '12' },
    settle: { type: 'string', default: '10' },
    'arena-max': { type: 'string', default: serverProcessEnv.MALLOC_ARENA_MAX },
  },
});
const arenaMax = values['arena-max'] === 'glibc' ? undefined : values['arena-max'];
if (arenaMax !== undefined) parseWholeNumber('arena-max', arenaMax);
const uploadCount = parseWholeNumber('uploads', values.uploads);
const settleSeconds = parseWholeNumber('settle', values.settle, 0);

/** 7,744 × 5,163 (40.0 MP), progressive, a photo's mix of smooth areas and grain: ~7 MB. */
async function fortyMegapixelJpeg(): Promise<Buffer> {
  const [width, height] = [7744, 5163];
  const noise = (w: number, h: number, sigma: number) =>
    sharp({
      create: {
        width: w,
        height: h,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma },
      },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
  const grain = await sharp(await noise(width / 4, Math.ceil(height / 4), 14))
    .resize(width, height, { kernel: 'nearest' })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return sharp(await noise(121, 81, 70))
    .resize(width, height, { kernel: 'cubic' })
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 85, progressive: true })
    .toBuffer();
}

/** A new emulator account's ID token, signed in to the app as the web client does. */
async function signedInToken(emulatorHost: string, server: ServerProcess): Promise<string> {
  const account = await createEmulatorAccount(emulatorHost, `bench-${Date.now()}@example.com`);
  await signInToServer(server.url, account, 'Bench');
  return account.idToken;
}

async function upload(server: ServerProcess, token: string, photo: Buffer) {
  const form = new FormData();
  form.append(uploadFieldName, new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'a.jpg');
  const started = performance.now();
  const response = await fetch(`${server.url}/api/images`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** Samples the server's RSS every 100 ms while `work` runs; resolves with its peak. */
async function peakRss<T>(server: ServerProcess, work: Promise<T>) {
  let peak = await server.rssMb();
  let running = true;
  const sampling = (async () => {
    while (running) {
      peak = Math.max(peak, await server.rssMb().catch(() => 0));
      await sleep(100);
    }
  })();
  try {
    return { result: await work, peak: () => peak };
  } finally {
    running = false;
    await sampling;
  }
}

log('Making a 40 MP progressive JPEG');
const photo = await fortyMegapixelJpeg();
const emulator = await startAuthEmulator({ ports: 'free' });
const dataDir = mkdtempSync(join(tmpdir(), 'waggle-bench-photos-'));
try {
  const server = await startServer({
    // The emulator's unsigned tokens are refused in production.
    NODE_ENV: 'development',
    // Empty is glibc's own default (and sharp's one thread an image with it).
    MALLOC_ARENA_MAX: arenaMax ?? '',
    DATA_DIR: dataDir,
    FIREBASE_AUTH_EMULATOR_HOST: emulator.hostAndPort,
    FIREBASE_PROJECT_ID: emulator.projectId,
    RATE_LIMIT_WRITES_PER_MINUTE: '10000',
    UPLOADS_PER_USER_PER_DAY: '10000',
  });
  try {
    const token = await signedInToken(emulator.hostAndPort, server);
    const idle = await server.rssMb();
    log('One upload to warm up');
    const single = await upload(server, token, photo);
    await sleep(2000);
    const before = await server.rssMb();
    log(`${uploadCount} uploads at once`);
    const started = performance.now();
    const { result: answers, peak } = await peakRss(
      server,
      Promise.all(Array.from({ length: uploadCount }, () => upload(server, token, photo))),
    );
    const burstMs = performance.now() - started;
    await sleep(settleSeconds * 1000);
    const after = await server.rssMb();

    const statuses = new Map<number, number>();
    for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const byStatus = [...statuses].map(([status, count]) => `${count} × ${status}`).join(', ');
    const slowest = Math.max(...answers.map(({ ms }) => ms));
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(`${uploadCount} uploads at once of one ${(photo.length / 1e6).toFixed(1)} MB 40 MP progressive JPEG; server: NODE_ENV=development, LOG_LEVEL=warn, MALLOC_ARENA_MAX=${arenaMax ?? 'unset'}.
${await machineSummary(undefined)}

| One upload alone | Burst wall time | Slowest answer | Answers | RSS idle | before | peak | ${settleSeconds} s after | after − before |
| ---: | ---: | ---: | :--- | ---: | ---: | ---: | ---: | ---: |
| ${seconds(single.ms)} | ${seconds(burstMs)} | ${seconds(slowest)} | ${byStatus} | ${idle} MB | ${before} MB | ${peak()} MB | ${after} MB | ${after - before} MB |`);
  } finally {
    await server.stop();
  }
} finally {
  emulator.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

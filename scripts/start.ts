// `npm start`: build the web app, start the Firebase Auth emulator unless a real Firebase project
// is configured (FIREBASE_PROJECT_ID), then serve app and API. Stops the emulator on exit.
import { spawn, spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { startAuthEmulator, type RunningEmulator } from './auth-emulator';
import { serverProcessEnv } from './server-process-env';

const { values } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    'free-ports': { type: 'boolean', default: false },
  },
});

if (!values['skip-build']) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

let emulator: RunningEmulator | undefined;
const serverEnv: NodeJS.ProcessEnv = { ...serverProcessEnv, ...process.env };
if (!process.env.FIREBASE_PROJECT_ID) {
  emulator = await startAuthEmulator({ ports: values['free-ports'] ? 'free' : 'config' });
  serverEnv.FIREBASE_AUTH_EMULATOR_HOST = emulator.hostAndPort;
  serverEnv.FIREBASE_PROJECT_ID = emulator.projectId;
  console.log(`Firebase Auth emulator on ${emulator.hostAndPort} (project ${emulator.projectId})`);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  stdio: 'inherit',
  env: serverEnv,
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => {
  emulator?.stop();
  process.exit(code ?? 0);
});

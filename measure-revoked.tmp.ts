import { performance } from 'node:perf_hooks';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { startAuthEmulator } from './scripts/auth-emulator';

const emulator = await startAuthEmulator({ ports: 'free' });
process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.hostAndPort;
const base = `http://${emulator.hostAndPort}/identitytoolkit.googleapis.com/v1`;
const post = async (path: string, body: object) =>
  (await (await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as { idToken: string; localId: string };
await post('/accounts:signUp?key=any', { email: 'm@example.com', password: 'walkies-123' });
const { idToken, localId } = await post('/accounts:signInWithPassword?key=any', { email: 'm@example.com', password: 'walkies-123', returnSecureToken: true });
const auth = getAuth(initializeApp({ projectId: 'demo-waggle' }));

async function time(label: string, fn: () => Promise<unknown>, n = 500) {
  for (let i = 0; i < 50; i += 1) await fn();
  const samples: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.floor(q * (samples.length - 1))]!.toFixed(2);
  const mean = (samples.reduce((a, b) => a + b, 0) / n).toFixed(2);
  console.log(`${label}: mean ${mean} ms, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms (n=${n})`);
}
await time('getUser (the lookup checkRevoked adds)', () => auth.getUser(localId));
await time('verifyIdToken(token, true) against the emulator', () => auth.verifyIdToken(idToken, true));
emulator.stop();
process.exit(0);

import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '../../../../scripts/auth-emulator';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
  }
}

/** One real Firebase Auth emulator, on free ports, for the whole server test run. */
export default async function setup(project: TestProject) {
  const emulator = await startAuthEmulator({ ports: 'free' });
  project.provide('authEmulatorHost', emulator.hostAndPort);
  return () => emulator.stop();
}

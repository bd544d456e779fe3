import { authEmulatorConfigSchema } from '../auth-config';
import { defineEndpoint } from './endpoint';
import { authEmulatorPath } from './paths';

/**
 * Where the local Auth emulator is, for a build without Firebase configuration. The route exists
 * only while the server runs against the emulator; otherwise it is a 404.
 */
export const authEmulatorEndpoint = defineEndpoint({
  method: 'GET',
  path: authEmulatorPath,
  response: authEmulatorConfigSchema,
  access: 'anyone',
});

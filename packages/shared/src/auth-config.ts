import { z } from 'zod';

/** Where the browser finds the server's Firebase Auth emulator (development only). */
export const authEmulatorConfigSchema = z.object({
  port: z.number().int().min(1).max(65_535),
  projectId: z.string(),
});
export type AuthEmulatorConfig = z.infer<typeof authEmulatorConfigSchema>;

/** The emulator's project: `demo-` projects never reach Google's services. */
export const emulatorProjectId = 'demo-waggle';

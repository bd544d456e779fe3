import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Every environment variable the server reads, with its default. The README's table mirrors it. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(5000),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** PostgreSQL connection string; when unset the embedded PGlite database is used. */
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(8),
    /** Where PGlite keeps its files (under `db/`) and where local uploads go. */
    DATA_DIR: z.string().min(1).default('./data'),
    /** Seed the demo places on a first start with an empty database. */
    SEED_DEMO: booleanFlag.default(true),
    /** The built web app to serve; empty disables static serving (API only). */
    WEB_DIST_DIR: z.string().default('apps/web/dist'),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
    RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    /** Set behind a reverse proxy so client IPs (rate limits, logs) come from X-Forwarded-For. */
    TRUST_PROXY: booleanFlag.default(false),
    /** The Firebase project whose ID tokens are accepted; `demo-waggle` with the emulator. */
    FIREBASE_PROJECT_ID: z.string().trim().min(1).optional(),
    /** host:port of the Firebase Auth emulator (development and tests only). */
    FIREBASE_AUTH_EMULATOR_HOST: z
      .string()
      .regex(/^[\w.-]+:\d+$/, 'expected host:port')
      .optional(),
    /** Comma-separated emails that are made admins when they sign in. */
    ADMIN_EMAILS: z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      ),
  })
  .refine((env) => !(env.NODE_ENV === 'production' && env.FIREBASE_AUTH_EMULATOR_HOST), {
    path: ['FIREBASE_AUTH_EMULATOR_HOST'],
    message: 'must not be set in production: it makes the server accept unsigned tokens',
  });
export type Env = z.infer<typeof envSchema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid configuration (environment variables):\n${problems}`);
  }
  return result.data;
}

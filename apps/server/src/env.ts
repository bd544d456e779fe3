import { isIP } from 'node:net';
import { z } from 'zod';
import { maxUploadBytes } from '@waggle/shared/images';
import { openStreetMapConfig } from '@waggle/shared/map-config';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** An http(s) URL, kept without a trailing slash so paths are appended with `/`. */
const baseUrl = z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ''));

/** The items of a comma-separated list, trimmed, without empty ones. */
const listItems = (list: string) =>
  list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const commaList = z.string().default('').transform(listItems);

/**
 * A Leaflet tile URL template on http(s) with {z}, {x} and {y}. A placeholder in the host may fill
 * only its first label (`{s}.tile.example.org`): the Content-Security-Policy can allow such a host
 * only as a `*.` wildcard.
 */
const tileUrlTemplate = z
  .string()
  .trim()
  .regex(
    /^https?:\/\/(?:[\w-]*\{\w+\}[\w-]*\.)?[^/?#{}\s]+\/\S*$/i,
    'expected an http(s) URL template, with a {placeholder} in the host only as its first label',
  )
  .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), {
    message: 'expected the placeholders {z}, {x} and {y}',
  });

/** An IP address, or a CIDR range of them (`10.0.0.0/8`). */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return (
    prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128))
  );
}

/**
 * Whose X-Forwarded-For entries to believe (docs/operations.md#configuration): nobody's (`false`),
 * the nearest N proxies' (`1`), or the proxies at these addresses. Never every entry: the
 * left-most ones are whatever the client wrote.
 */
const trustedProxies = z
  .string()
  .trim()
  .refine((value) => value.toLowerCase() !== 'true', {
    message:
      'true would believe any address a client writes in X-Forwarded-For; give the number of proxies in front of the server (1) or their addresses (10.0.0.0/8,127.0.0.1)',
  })
  .transform((value) => {
    if (value === 'false' || value === '0') return false;
    return /^\d+$/.test(value) ? Number(value) : listItems(value);
  })
  .pipe(
    z.union([
      z.literal(false),
      z.number().int().min(1).max(10),
      z
        .array(
          z
            .string()
            .refine(
              isAddressOrRange,
              'expected a number of proxies, or IP addresses and CIDR ranges',
            ),
        )
        .min(1),
    ]),
  );

/** A browser's origin: scheme, host and port, nothing after (like the native apps' origins). */
const origin = z
  .string()
  .regex(/^[a-z][a-z\d+.-]*:\/\/[^/?#\s]+$/, 'expected an origin such as https://waggle.example');

/** Every environment variable the server reads, with its default. docs/operations.md#configuration mirrors it. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(5000),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /**
     * docs/operations.md#health-checks-and-shutdown: on SIGTERM, how long the server keeps serving,
     * unready, before it stops accepting; a few seconds behind a load balancer, none alone.
     */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(600).default(0),
    /** Then how long the requests in progress have to finish before they are cut. */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(10),
    /** While draining, refuse reads with a 503 for a load balancer to send elsewhere (nginx). */
    SHUTDOWN_SHED_READS: booleanFlag.default(false),
    /** PostgreSQL connection string; when unset the embedded PGlite database is used. */
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(8),
    /**
     * A streaming replica of DATABASE_URL's PostgreSQL for the public reads (docs/operations.md#read-replica);
     * it gets a pool of DATABASE_POOL_SIZE connections too.
     */
    DATABASE_READ_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    /** How far behind the primary the replica may be and still serve reads. */
    DATABASE_READ_MAX_LAG_SECONDS: z.coerce.number().min(0).default(10),
    /** Where PGlite keeps its files (under `db/`) and where local uploads go. */
    DATA_DIR: z.string().min(1).default('./data'),
    /** Seed the demo places on a first start with an empty database. */
    SEED_DEMO: booleanFlag.default(true),
    /** The built web app to serve; empty disables static serving (API only). */
    WEB_DIST_DIR: z.string().default('apps/web/dist'),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
    /** docs/product.md#rate-limits: changes a minute per signed-in person (or address). */
    RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    /** docs/product.md#rate-limits: reads a minute per signed-in person or address. */
    RATE_LIMIT_READS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    /**
     * docs/product.md#rate-limits: where the counts are kept, `memory` (this process's) or
     * `database` (shared by every process). Default: `database` on PostgreSQL, `memory` on PGlite.
     */
    RATE_LIMIT_STORE: z.enum(['memory', 'database']).optional(),
    /** Behind reverse proxies, which of them say the client's address (rate limits, logs). */
    TRUST_PROXY: trustedProxies.default(false),
    /** docs/operations.md#metrics: a Bearer token that may read /metrics from any address. */
    METRICS_TOKEN: z
      .string()
      .trim()
      .min(16, 'expected at least 16 characters (openssl rand -hex 32)')
      .optional(),
    /** docs/operations.md#metrics: the addresses and CIDR ranges that may read /metrics. */
    METRICS_ALLOW: z
      .string()
      .default('127.0.0.1,::1')
      .transform(listItems)
      .pipe(z.array(z.string().refine(isAddressOrRange, 'expected IP addresses and CIDR ranges'))),
    /** The Firebase project whose ID tokens are accepted; `demo-waggle` with the emulator. */
    FIREBASE_PROJECT_ID: z.string().trim().min(1).optional(),
    /** host:port of the Firebase Auth emulator (development and tests only). */
    FIREBASE_AUTH_EMULATOR_HOST: z
      .string()
      .regex(/^[\w.-]+:\d+$/, 'expected host:port')
      .optional(),
    /** Comma-separated emails that are made admins when they sign in. */
    ADMIN_EMAILS: commaList.transform((emails) => emails.map((email) => email.toLowerCase())),
    /**
     * The server's public origin, for the absolute URLs of images on local disk (the native apps'
     * origin is not the server's). Default `http://localhost:<PORT>`.
     */
    PUBLIC_BASE_URL: baseUrl.optional(),
    /** Where uploaded images go: `local` (under DATA_DIR/uploads) or `s3` (S3-compatible storage). */
    IMAGE_STORE: z.enum(['local', 's3']).default('local'),
    /** The bucket of the `s3` image store. */
    S3_BUCKET: z.string().trim().min(1).optional(),
    /** The bucket's region: AWS needs the real one; R2 and MinIO accept the default. */
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    /** The S3 API endpoint of an S3-compatible service (R2, MinIO, GCS interop); unset for AWS. */
    S3_ENDPOINT: baseUrl.optional(),
    /** The access key of the `s3` image store's credentials (read and write on the bucket). */
    S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
    /** Its secret. */
    S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
    /**
     * The public base URL of the bucket's objects (a CDN or public bucket domain). Default: the
     * endpoint's path-style bucket URL (`<S3_ENDPOINT>/<S3_BUCKET>`), or AWS's virtual-host URL.
     */
    S3_PUBLIC_URL: baseUrl.optional(),
    /** Address the bucket as `<endpoint>/<bucket>`; default true when S3_ENDPOINT is set. */
    S3_FORCE_PATH_STYLE: booleanFlag.optional(),
    /** Send `x-amz-acl: public-read` with each image, for buckets that grant reads per object. */
    S3_PUBLIC_READ_ACL: booleanFlag.default(false),
    /** The largest image file an upload may send. */
    UPLOAD_LIMIT_BYTES: z.coerce.number().int().min(1024).default(maxUploadBytes),
    /** How many images one user may upload in 24 hours. */
    UPLOADS_PER_USER_PER_DAY: z.coerce.number().int().min(1).default(50),
    /** How many uploaded photos are decoded at once (each takes a core and up to ~250 MB). */
    UPLOAD_CONCURRENCY: z.coerce.number().int().min(1).default(2),
    /** How many more uploads may wait for their turn; beyond them an upload gets `503`. */
    UPLOAD_QUEUE_LENGTH: z.coerce.number().int().min(0).default(10),
    /** The maps' raster tiles (a Leaflet URL template), handed to the web app at run time. */
    MAP_TILE_URL: tileUrlTemplate.default(openStreetMapConfig.tileUrl),
    /** The credit shown with the tiles (HTML). */
    MAP_ATTRIBUTION: z.string().trim().min(1).default(openStreetMapConfig.attribution),
    /**
     * Comma-separated browser origins, besides the native apps', that may call the API from their
     * pages (CORS), e.g. a web build hosted elsewhere.
     */
    CORS_ORIGINS: commaList
      .transform((origins) => origins.map((entry) => entry.toLowerCase().replace(/\/+$/, '')))
      .pipe(z.array(origin)),
  })
  .refine((env) => !(env.DATABASE_READ_URL && !env.DATABASE_URL), {
    path: ['DATABASE_READ_URL'],
    message:
      'needs DATABASE_URL: it is a replica of that PostgreSQL, and the embedded database has none',
  })
  .refine((env) => !(env.NODE_ENV === 'production' && env.FIREBASE_AUTH_EMULATOR_HOST), {
    path: ['FIREBASE_AUTH_EMULATOR_HOST'],
    message: 'must not be set in production: it makes the server accept unsigned tokens',
  })
  // Photo URLs are stored as they are given out: a production server must know its own address.
  .refine(
    (env) =>
      !(env.NODE_ENV === 'production' && env.IMAGE_STORE === 'local' && !env.PUBLIC_BASE_URL),
    {
      path: ['PUBLIC_BASE_URL'],
      message: 'required in production with IMAGE_STORE=local: photo URLs are built from it',
    },
  )
  .superRefine((env, context) => {
    if (env.IMAGE_STORE !== 's3') return;
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[name]) {
        context.addIssue({ code: 'custom', path: [name], message: 'required when IMAGE_STORE=s3' });
      }
    }
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

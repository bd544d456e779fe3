import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({
    engine: z.enum(['pglite', 'postgres']),
    reachable: z.boolean(),
    latencyMs: z.number().nonnegative(),
  }),
});
export type Health = z.infer<typeof healthSchema>;

/** The process is running and answering (docs/operations.md#health-checks-and-shutdown). */
export const livenessSchema = z.object({ status: z.literal('alive') });
export type Liveness = z.infer<typeof livenessSchema>;

/**
 * Whether a load balancer should send this server requests: its database answers and it is not
 * shutting down (docs/operations.md#health-checks-and-shutdown).
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'unready']),
  draining: z.boolean(),
  database: z.object({ reachable: z.boolean() }),
});
export type Readiness = z.infer<typeof readinessSchema>;

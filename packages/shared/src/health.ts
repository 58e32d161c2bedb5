import { z } from 'zod';

export const DATABASE_KINDS = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

export const HealthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(DATABASE_KINDS),
  /** Milliseconds a `select 1` took, there and back. */
  databaseRoundTripMs: z.number().nonnegative(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/** What the process is doing; only `ready` takes traffic (GET /api/ready answers 503 otherwise). */
export const READINESS_STATES = ['starting', 'migrating', 'ready', 'stopping'] as const;
export type ReadinessState = (typeof READINESS_STATES)[number];

export const ReadyResponse = z.object({ status: z.enum(READINESS_STATES) });
export type ReadyResponse = z.infer<typeof ReadyResponse>;

// GET /api/health (liveness) and GET /api/ready (readiness with every dependency).
import { z } from 'zod';

export const dependencyCheckSchema = z.object({
  name: z.string(),
  ok: z.boolean(),
  latencyMs: z.number().optional(),
  detail: z.string().optional(),
});
export type DependencyCheck = z.infer<typeof dependencyCheckSchema>;

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  service: z.literal('fin-api'),
  profile: z.enum(['devnet', 'mainnet']),
  uptimeSeconds: z.number(),
});

export const readyResponseSchema = z.object({
  /** ready: all fine; degraded: the database is fine but a chain or data source is not; not_ready: no database. */
  status: z.enum(['ready', 'degraded', 'not_ready']),
  database: dependencyCheckSchema,
  chains: z.array(
    dependencyCheckSchema.extend({ chainId: z.number().int(), blockNumber: z.string().optional() }),
  ),
  sources: z.array(dependencyCheckSchema),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;

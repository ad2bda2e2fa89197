import { z } from 'zod';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['embedded', 'postgres']), reachable: z.boolean() }),
  version: z.string(),
  uptime_s: z.number(),
});
export type Health = z.infer<typeof HealthSchema>;

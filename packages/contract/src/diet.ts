import { z } from 'zod';
import { CHECK_SOURCES, FODMAP_GROUPS, INTOLERANCES } from '@safeshelf/engine';

export const IntoleranceSchema = z.enum(INTOLERANCES);
export const FodmapGroupSchema = z.enum(FODMAP_GROUPS);
export const DietColorSchema = z.enum(['green', 'yellow', 'red']);
export type DietColor = z.infer<typeof DietColorSchema>;

export const DietCheckSchema = z.object({
  type: z.enum(['safe', 'warning', 'danger']),
  intolerance: z.string(),
  code: z.string(),
  text: z.string(),
  trigger: z.string().optional(),
  /** Where the trigger (or the evidence) stands: list, traces, name, labels, category, table, allergens. */
  source: z.enum(CHECK_SOURCES).optional(),
});
export type DietCheck = z.infer<typeof DietCheckSchema>;

import { z } from 'zod';
import { DietColorSchema } from './diet.js';
import { IngredientsTextSchema, PackLangSchema } from './label-scan.js';
import { TextSchema } from './text.js';
import { REPORT_INTOLERANCES, REPORT_REASONS } from './values.js';

export const ReportReasonSchema = z.enum(REPORT_REASONS);
export type ReportReason = z.infer<typeof ReportReasonSchema>;

/**
 * "Is this wrong?" on a verdict: exactly one of a catalogue product, one of the user's own
 * products, or a scanned text. The server judges it again to store the verdict that was shown.
 */
export const VerdictReportCreateSchema = z
  .strictObject({
    product_id: z.number().int().positive().max(2_147_483_647).optional(),
    my_product_id: z.number().int().positive().max(2_147_483_647).optional(),
    ingredients_text: IngredientsTextSchema.optional(),
    lang: PackLangSchema.optional(),
    intolerance: z.enum(REPORT_INTOLERANCES, { error: 'required' }),
    reason: ReportReasonSchema,
    comment: TextSchema.trim().max(500, { error: 'too_long' }).optional(),
  })
  .refine(
    (v) =>
      [v.product_id, v.my_product_id, v.ingredients_text].filter((x) => x !== undefined).length ===
      1,
    { path: ['product_id'], message: 'one_target' },
  );
export type VerdictReportCreate = z.input<typeof VerdictReportCreateSchema>;

export const VerdictReportSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  my_product_id: z.number().int().nullable(),
  intolerance: z.string(),
  reason: ReportReasonSchema,
  comment: z.string().nullable(),
  /** The verdict the user saw (the engine's, for their profile, when they reported). */
  diet_color: DietColorSchema,
  created_at: z.string(),
});
export type VerdictReport = z.infer<typeof VerdictReportSchema>;
export const VerdictReportListSchema = z.array(VerdictReportSchema);

export const verdictReportPaths = { reports: '/api/verdict-reports/' } as const;

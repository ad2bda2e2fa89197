import { z } from 'zod';
import { DietColorSchema } from './diet.js';
import { IngredientsTextSchema, PackLangSchema } from './label-scan.js';
import { TextSchema } from './text.js';

/** What the user says is wrong with a verdict for one intolerance. */
export const REPORT_REASONS = [
  // "It is red/yellow but I eat it without trouble" — the engine is too strict.
  'fits_my_diet',
  // "It is green but it does not fit" — the engine missed something.
  'does_not_fit',
  // The engine read an ingredient wrongly (or the photo was misread).
  'wrong_ingredient',
  'other',
] as const;
export const ReportReasonSchema = z.enum(REPORT_REASONS);
export type ReportReason = z.infer<typeof ReportReasonSchema>;

export const REPORT_INTOLERANCES = ['lactose', 'gluten', 'fructose', 'fodmap', 'custom'] as const;

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

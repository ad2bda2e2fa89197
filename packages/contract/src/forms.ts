import { z } from 'zod';

/** Newsletter sign-up and contact form; stored, then optionally forwarded (see docs/decisions). */
export const NewsletterRequestSchema = z.strictObject({
  form_name: z.string().trim().min(1, { error: 'required' }).max(150, { error: 'too_long' }),
  form_email: z
    .string()
    .trim()
    .max(254, { error: 'too_long' })
    .pipe(z.email({ error: 'invalid_email' })),
});
export type NewsletterRequest = z.infer<typeof NewsletterRequestSchema>;

export const ContactRequestSchema = z.strictObject({
  firstName: z.string().trim().min(1, { error: 'required' }).max(150, { error: 'too_long' }),
  lastName: z.string().trim().min(1, { error: 'required' }).max(150, { error: 'too_long' }),
  email: z
    .string()
    .trim()
    .max(254, { error: 'too_long' })
    .pipe(z.email({ error: 'invalid_email' })),
  reason: z.string().trim().min(1, { error: 'required' }).max(100, { error: 'too_long' }),
  message: z.string().trim().min(1, { error: 'required' }).max(5000, { error: 'too_long' }),
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

export const FormReceiptSchema = z.object({ id: z.number().int(), submitted_at: z.string() });
export type FormReceipt = z.infer<typeof FormReceiptSchema>;

import { z } from 'zod';
import { TextSchema } from './text.js';

/** Newsletter sign-up and contact form; stored, then optionally forwarded (see docs/decisions). */
export const NewsletterRequestSchema = z.strictObject({
  form_name: TextSchema.trim().min(1, { error: 'required' }).max(150, { error: 'too_long' }),
  form_email: TextSchema.trim()
    .max(254, { error: 'too_long' })
    .pipe(z.email({ error: 'invalid_email' })),
});
export type NewsletterRequest = z.infer<typeof NewsletterRequestSchema>;

export const ContactRequestSchema = z.strictObject({
  firstName: TextSchema.trim().min(1, { error: 'required' }).max(150, { error: 'too_long' }),
  lastName: TextSchema.trim().min(1, { error: 'required' }).max(150, { error: 'too_long' }),
  email: TextSchema.trim()
    .max(254, { error: 'too_long' })
    .pipe(z.email({ error: 'invalid_email' })),
  reason: TextSchema.trim().min(1, { error: 'required' }).max(100, { error: 'too_long' }),
  message: TextSchema.trim().min(1, { error: 'required' }).max(5000, { error: 'too_long' }),
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

export const FormReceiptSchema = z.object({ id: z.number().int(), submitted_at: z.string() });
export type FormReceipt = z.infer<typeof FormReceiptSchema>;

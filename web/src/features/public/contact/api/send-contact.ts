import { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';

export const CONTACT_REASONS = ['general', 'data', 'account', 'partnership', 'other'] as const;

// TODO(contract): replace with the ContactRequestSchema from @safeshelf/contract once it lands.
export const ContactFormSchema = z.object({
  firstName: z.string().trim().min(1, 'required').max(100, 'too_big'),
  lastName: z.string().trim().min(1, 'required').max(100, 'too_big'),
  email: z.string().trim().min(1, 'required').pipe(z.email('invalid_email')),
  reason: z.enum(CONTACT_REASONS, { error: 'required' }),
  message: z.string().trim().min(1, 'required').max(5000, 'too_big'),
});
export type ContactForm = z.infer<typeof ContactFormSchema>;

export function sendContactMessage(body: ContactForm) {
  return apiRequest<unknown>('/api/contact/', { method: 'POST', body, auth: false });
}

import { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';

// TODO(contract): replace with the NewsletterRequestSchema from @safeshelf/contract once it lands.
export const NewsletterFormSchema = z.object({
  form_name: z.string().trim().min(1, 'required').max(100, 'too_big'),
  form_email: z.string().trim().min(1, 'required').pipe(z.email('invalid_email')),
});
export type NewsletterForm = z.infer<typeof NewsletterFormSchema>;

export function subscribeToNewsletter(body: NewsletterForm) {
  return apiRequest<unknown>('/api/newsletter/', { method: 'POST', body, auth: false });
}

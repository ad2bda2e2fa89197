import { NewsletterRequestSchema, type FormReceipt, type NewsletterRequest } from '@safeshelf/contract';
import { apiRequest } from '../../../../lib/api-client';

export const NewsletterFormSchema = NewsletterRequestSchema;
export type NewsletterForm = NewsletterRequest;

export function subscribeToNewsletter(body: NewsletterForm) {
  return apiRequest<FormReceipt>('/api/newsletter/', { method: 'POST', body, auth: false });
}

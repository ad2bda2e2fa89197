import type { FormReceipt, NewsletterRequest } from '@safeshelf/contract';
import { apiRequest } from '../../../../lib/api-client';
import { schemaResolver } from '../../../../lib/schema-resolver';

export type NewsletterForm = NewsletterRequest;
export const newsletterValidation = schemaResolver<NewsletterForm>(
  async () => (await import('@safeshelf/contract')).NewsletterRequestSchema,
);

export function subscribeToNewsletter(body: NewsletterForm) {
  return apiRequest<FormReceipt>('/api/newsletter/', { method: 'POST', body, auth: false });
}

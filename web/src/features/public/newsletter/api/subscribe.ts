import type { FormReceipt, NewsletterRequest } from '@safeshelf/contract';
import { apiRequest } from '../../../../lib/api-client';
import { schemaResolver } from '../../../../lib/schema-resolver';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';

export type NewsletterForm = NewsletterRequest;
export const newsletterValidation = schemaResolver<NewsletterForm>(
  async () => (await import('@safeshelf/contract')).NewsletterRequestSchema,
);

export function subscribeToNewsletter(body: NewsletterForm) {
  return apiRequest<FormReceipt>(apiUrl(endpoints.subscribeNewsletter), {
    method: 'POST',
    body,
    auth: false,
  });
}

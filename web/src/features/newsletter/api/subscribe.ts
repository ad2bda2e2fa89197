import type { FormReceipt, NewsletterRequest } from '@safeshelf/contract';
import { apiRequest } from '#web/lib/api-client.ts';
import { schemaResolver } from '#web/lib/schema-resolver.ts';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';

export type NewsletterForm = NewsletterRequest;
export const newsletterValidation = schemaResolver<NewsletterForm>(
  async () => (await import('@safeshelf/contract')).NewsletterRequestSchema,
);

export function subscribeToNewsletter(body: NewsletterForm) {
  return apiRequest<FormReceipt>(apiUrl(endpoints.subscribeNewsletter), {
    method: 'POST',
    body,
    auth: 'optional',
  });
}

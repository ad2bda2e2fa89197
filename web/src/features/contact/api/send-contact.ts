import type { ContactRequest, FormReceipt } from '@safeshelf/contract';
import { apiRequest } from '#web/lib/api-client.ts';
import { schemaResolver } from '#web/lib/schema-resolver.ts';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';

export const CONTACT_REASONS = ['general', 'data', 'account', 'partnership', 'other'] as const;

export type ContactForm = ContactRequest;
export const contactValidation = schemaResolver<ContactForm>(
  async () => (await import('@safeshelf/contract')).ContactRequestSchema,
);

export function sendContactMessage(body: ContactForm) {
  return apiRequest<FormReceipt>(apiUrl(endpoints.sendContact), {
    method: 'POST',
    body,
    auth: 'optional',
  });
}

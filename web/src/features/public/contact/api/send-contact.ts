import type { ContactRequest, FormReceipt } from '@safeshelf/contract';
import { apiRequest } from '../../../../lib/api-client';
import { schemaResolver } from '../../../../lib/schema-resolver';
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
    auth: false,
  });
}

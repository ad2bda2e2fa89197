import { ContactRequestSchema, type ContactRequest, type FormReceipt } from '@safeshelf/contract';
import { apiRequest } from '../../../../lib/api-client';

export const CONTACT_REASONS = ['general', 'data', 'account', 'partnership', 'other'] as const;

export const ContactFormSchema = ContactRequestSchema;
export type ContactForm = ContactRequest;

export function sendContactMessage(body: ContactForm) {
  return apiRequest<FormReceipt>('/api/contact/', { method: 'POST', body, auth: false });
}

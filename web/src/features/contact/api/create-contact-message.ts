import type {
  ContactMessageCreated,
  ContactMessageForm,
} from '#shared/contracts/contact';
import { apiRequest } from '@/lib/api-client';

export const createContactMessage = (
  form: ContactMessageForm,
  idempotencyKey: string,
) =>
  apiRequest<ContactMessageCreated>('POST', '/contact-messages', {
    body: form,
    idempotencyKey,
  });

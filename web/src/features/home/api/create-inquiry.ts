import type {
  InquiryCreated,
  StartInquiryForm,
} from '#shared/contracts/start-inquiry';
import { apiRequest } from '@/lib/api-client';

export const createInquiry = (form: StartInquiryForm, idempotencyKey: string) =>
  apiRequest<InquiryCreated>('POST', '/inquiries', {
    body: form,
    idempotencyKey,
  });

import type {
  CallbackRequestCreated,
  CallbackRequestForm,
} from '#shared/contracts/callbacks';
import { apiRequest } from '@/lib/api-client';

export const createCallbackRequest = (
  form: CallbackRequestForm,
  idempotencyKey: string,
) =>
  apiRequest<CallbackRequestCreated>('POST', '/callbacks', {
    body: form,
    idempotencyKey,
  });

import type { PlanSummary } from '#shared/contracts/plans';
import type {
  SwitchQuote,
  SwitchQuoteRequestInput,
  SwitchRequestCreated,
  SwitchRequestForm,
} from '#shared/contracts/switch-requests';
import { apiRequest } from '@/lib/api-client';

export const getPlan = (id: string, signal?: AbortSignal) =>
  apiRequest<{ plan: PlanSummary }>('GET', `/plans/${encodeURIComponent(id)}`, {
    signal,
  });

/** The server prices the plan; the browser never sends a figure. */
export const quoteSwitch = (
  request: SwitchQuoteRequestInput,
  signal?: AbortSignal,
) =>
  apiRequest<SwitchQuote>('POST', '/switch-quotes', { body: request, signal });

export const createSwitchRequest = (
  form: SwitchRequestForm,
  idempotencyKey: string,
) =>
  apiRequest<SwitchRequestCreated>('POST', '/switch-requests', {
    body: form,
    idempotencyKey,
  });

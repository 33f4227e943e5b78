import type { PlanSummary } from '#shared/contracts/plans';
import type {
  SwitchRequestCreated,
  SwitchRequestForm,
} from '#shared/contracts/switch-requests';
import { apiRequest } from '@/lib/api-client';

export const getPlan = (id: string, signal?: AbortSignal) =>
  apiRequest<{ plan: PlanSummary }>('GET', `/plans/${encodeURIComponent(id)}`, {
    signal,
  });

export const createSwitchRequest = (
  form: SwitchRequestForm,
  idempotencyKey: string,
) =>
  apiRequest<SwitchRequestCreated>('POST', '/switch-requests', {
    body: form,
    idempotencyKey,
  });

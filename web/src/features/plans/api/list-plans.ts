import type { ListPlansResponse } from '#shared/contracts/plans';
import { apiRequest } from '@/lib/api-client';

export const listPlans = (signal?: AbortSignal) =>
  apiRequest<ListPlansResponse>('GET', '/plans', { signal });

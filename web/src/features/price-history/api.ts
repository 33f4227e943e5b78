import type { PlanHistoryResponse } from '#shared/contracts/plan-history';
import { apiRequest } from '@/lib/api-client';

export const fetchPlanHistory = (planId: string, signal?: AbortSignal) =>
  apiRequest<PlanHistoryResponse>(
    'GET',
    `/plans/${encodeURIComponent(planId)}/history`,
    { signal },
  );

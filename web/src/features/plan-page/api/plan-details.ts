import type { PlanDetailsResponse } from '#shared/contracts/plan-details';
import { apiRequest } from '@/lib/api-client';

export const fetchPlanDetails = (planId: string, signal?: AbortSignal) =>
  apiRequest<PlanDetailsResponse>(
    'GET',
    `/plans/${encodeURIComponent(planId)}/details`,
    { signal },
  );

import type { PlanSummary } from '#shared/contracts/plans';
import type { PriceUpdateRun } from '#shared/contracts/price-updates';
import { apiRequest } from '@/lib/api-client';

export const listRates = (signal?: AbortSignal) =>
  apiRequest<{ plans: PlanSummary[]; latestUpdate: PriceUpdateRun | null }>(
    'GET',
    '/rates',
    { signal },
  );

import type {
  PriceUpdateRun,
  TriggerPriceUpdateResponse,
} from '#shared/contracts/price-updates';
import { apiRequest } from '@/lib/api-client';

export const latestPriceUpdate = (signal?: AbortSignal) =>
  apiRequest<{ run: PriceUpdateRun | null }>('GET', '/price-updates/latest', {
    signal,
  });

/** `update-energy-plans` with `manual: true`. */
export const triggerPriceUpdate = () =>
  apiRequest<TriggerPriceUpdateResponse>('POST', '/price-updates', {
    body: { manual: true },
  });

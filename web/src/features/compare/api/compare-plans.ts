import type {
  CompareRequestInput,
  CompareResponse,
} from '#shared/contracts/compare';
import { apiRequest } from '@/lib/api-client';
import { askUntilNotBusy } from '@/lib/ask-until-not-busy';

/**
 * A comparison is safe to ask again: the inquiry it may carry is saved
 * once per comparison id.
 */
export const comparePlans = (
  request: CompareRequestInput,
  signal?: AbortSignal,
) =>
  askUntilNotBusy(
    () =>
      apiRequest<CompareResponse>('POST', '/compare', {
        body: request,
        ...(signal && { signal }),
      }),
    signal ? { signal } : {},
  );

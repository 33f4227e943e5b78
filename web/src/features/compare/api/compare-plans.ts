import type {
  CompareRequestInput,
  CompareResponse,
} from '#shared/contracts/compare';
import { apiRequest } from '@/lib/api-client';

export const comparePlans = (
  request: CompareRequestInput,
  signal?: AbortSignal,
) => apiRequest<CompareResponse>('POST', '/compare', { body: request, signal });

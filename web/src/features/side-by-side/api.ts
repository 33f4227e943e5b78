import type {
  SideBySideRequestInput,
  SideBySideResponse,
} from '#shared/contracts/side-by-side';
import { apiRequest } from '@/lib/api-client';

export const fetchSideBySide = (
  request: SideBySideRequestInput,
  signal?: AbortSignal,
) =>
  apiRequest<SideBySideResponse>('POST', '/compare/side-by-side', {
    body: request,
    signal,
  });

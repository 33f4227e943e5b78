import type {
  CreateWatchInput,
  WatchLinkResult,
  WatchResult,
} from '#shared/contracts/watches';
import { apiRequest } from '@/lib/api-client';

export const saveWatch = (form: CreateWatchInput) =>
  apiRequest<WatchResult>('POST', '/watches', { body: form });

/** What a link in a price alert e-mail can do. */
export type WatchLinkAction = 'confirm' | 'unsubscribe' | 'delete' | 'renew';

export const followWatchLink = (action: WatchLinkAction, token: string) =>
  apiRequest<WatchLinkResult>('POST', `/watches/${action}`, {
    body: { token },
  });

import type {
  ConfirmSubscriptionResult,
  SubscriptionForm,
  SubscriptionResult,
  UnsubscribeResult,
} from '#shared/contracts/subscriptions';
import { apiRequest } from '@/lib/api-client';

export const subscribe = (form: SubscriptionForm) =>
  apiRequest<SubscriptionResult>('POST', '/subscriptions', { body: form });

export const confirmSubscription = (token: string) =>
  apiRequest<ConfirmSubscriptionResult>('POST', '/subscriptions/confirm', {
    body: { token },
  });

export const unsubscribe = (token: string) =>
  apiRequest<UnsubscribeResult>('POST', '/subscriptions/unsubscribe', {
    body: { token },
  });

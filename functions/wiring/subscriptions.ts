import { dynamoSubscriptions } from '#data/subscriptions';
import type { SubscriptionStore } from '#use-cases/ports-subscriptions';

/** The table behind the SubscriptionStore port. */
export const subscriptions: SubscriptionStore = dynamoSubscriptions;

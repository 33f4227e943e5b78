import { dynamoWatchStore, watchCounts } from '#data/watches';
import type { WatchStore } from '#use-cases/ports-watches';

/** Saved comparisons and their links: the table (functions/data). */
export const watchStore: WatchStore = dynamoWatchStore;

/** Active watchers (today or later) and alerts sent, from their counters. */
export const priceAlertCounts = () => watchCounts(new Date());

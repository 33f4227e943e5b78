import { useSyncExternalStore } from 'react';
import { SIDE_BY_SIDE_MAX_PLANS } from '#shared/domain/compare/side-by-side-limit';

/** A plan picked on /compare for the side-by-side view. */
export interface PickedPlan {
  readonly id: string;
  readonly name: string;
}

let picks: readonly PickedPlan[] = [];
/** The market the picks belong to; another market starts afresh. */
let market = '';
const listeners = new Set<() => void>();

function set(next: readonly PickedPlan[]) {
  picks = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => picks;

/** The picked plans, re-rendering on every change. */
export const usePicks = () => useSyncExternalStore(subscribe, current, current);

/** Adds a plan, or removes it when picked; never more than the maximum. */
export function togglePick(plan: PickedPlan): void {
  if (picks.some((p) => p.id === plan.id)) removePick(plan.id);
  else if (picks.length < SIDE_BY_SIDE_MAX_PLANS) set([...picks, plan]);
}

export const removePick = (id: string) => set(picks.filter((p) => p.id !== id));

export const clearPicks = () => set([]);

/** Drops the picks when the postcode, fuel, customer or network changed. */
export function keepPicksFor(marketKey: string): void {
  if (marketKey === market) return;
  market = marketKey;
  if (picks.length > 0) set([]);
}

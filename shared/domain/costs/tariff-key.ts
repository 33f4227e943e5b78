import type { CompiledPlan } from './compiled-plan.ts';

const keys = new WeakMap<CompiledPlan, string>();

/**
 * Time layouts and season sets by their own keys (the engine's sums are
 * shared by them), other typed arrays by their values, and non-finite
 * numbers by name (JSON would write them as null).
 */
function priced(_field: string, value: unknown): unknown {
  if (typeof value === 'number' && !Number.isFinite(value))
    return String(value);
  if (typeof value !== 'object' || value === null) return value;
  if ('key' in value && ('slots' in value || 'periodOfCalendarDay' in value))
    return value.key;
  if (ArrayBuffer.isView(value)) return Array.prototype.join.call(value, ',');
  return value;
}

/**
 * Identifies plans that price alike: everything pricing reads of a plan,
 * so two plans of one key cost the same on any profile and differ only in
 * their ids and names (many retailers publish one tariff under several).
 */
export function tariffKey(plan: CompiledPlan): string {
  let key = keys.get(plan);
  if (key === undefined) {
    const {
      planId,
      displayName,
      brandName,
      diagnostics,
      hasErrors,
      onExpiry,
      ...pricing
    } = plan;
    key = JSON.stringify(pricing, priced);
    keys.set(plan, key);
  }
  return key;
}

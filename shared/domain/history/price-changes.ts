import { roundTo } from '../round.ts';
import type { PriceItem, PriceItemKind, PriceUnit } from './price-items.ts';

/** How one published price moved between two versions of a plan. */
export interface PriceChange {
  readonly label: string;
  readonly kind: PriceItemKind;
  readonly unit: PriceUnit;
  readonly direction: 'up' | 'down' | 'added' | 'removed';
  /** The earlier value; null for an item the plan did not have. */
  readonly from: number | null;
  /** The later value; null for an item the plan no longer has. */
  readonly to: number | null;
}

/**
 * What changed between two versions' prices: every item that rose, fell,
 * appeared or went, in the later version's order, then the removed ones.
 */
export function priceChanges(
  before: readonly PriceItem[],
  after: readonly PriceItem[],
): PriceChange[] {
  const earlier = new Map(before.map((item) => [item.label, item]));
  const later = new Set(after.map((item) => item.label));
  const changes: PriceChange[] = [];
  for (const item of after) {
    const old = earlier.get(item.label);
    const { label, kind, unit } = item;
    if (!old) {
      changes.push({
        label,
        kind,
        unit,
        direction: 'added',
        from: null,
        to: item.value,
      });
    } else if (old.value !== item.value || old.unit !== item.unit) {
      const direction = item.value > old.value ? 'up' : 'down';
      changes.push({
        label,
        kind,
        unit,
        direction,
        from: old.value,
        to: item.value,
      });
    }
  }
  for (const item of before) {
    if (later.has(item.label)) continue;
    const { label, kind, unit } = item;
    changes.push({
      label,
      kind,
      unit,
      direction: 'removed',
      from: item.value,
      to: null,
    });
  }
  return changes;
}

/** A value with its unit, as a visitor reads it. */
export function formatPrice(value: number, unit: PriceUnit): string {
  switch (unit) {
    case '$/day':
      return `$${value.toFixed(2)} a day`;
    case '$/kW':
      return `$${value.toFixed(2)} per kW`;
    case '$':
      return `$${value.toFixed(2)}`;
    case '%':
      return `${roundTo(value, 2)}%`;
    default:
      return `${value.toFixed(2)} ${unit}`;
  }
}

/** One change in plain words, e.g. "Peak rate went up by 2.20 c/kWh (from 33.00 to 35.20 c/kWh)". */
export function describeChange(change: PriceChange): string {
  const { label, unit, from, to } = change;
  if (change.direction === 'added' && to !== null)
    return `${label} added: ${formatPrice(to, unit)}`;
  if (change.direction === 'removed' && from !== null)
    return `${label} removed (was ${formatPrice(from, unit)})`;
  if (from === null || to === null) return label;
  const by = formatPrice(roundTo(Math.abs(to - from), 4), unit);
  const verb = change.direction === 'up' ? 'went up' : 'went down';
  return `${label} ${verb} by ${by} (from ${formatPrice(from, unit)} to ${formatPrice(to, unit)})`;
}

/** A one-line summary of a version: its first changes, and how many more. */
export function summariseChanges(
  changes: readonly PriceChange[] | null,
  shown = 2,
): string {
  if (changes === null) return 'First seen';
  if (changes.length === 0) return 'Details changed; no price changed';
  const first = changes.slice(0, shown).map(describeChange).join('; ');
  const more = changes.length - shown;
  return more > 0
    ? `${first}; and ${more} more change${more === 1 ? '' : 's'}`
    : first;
}

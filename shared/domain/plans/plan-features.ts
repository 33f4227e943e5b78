import { roundTo } from '../round.ts';
import type { ContractFields } from './catalogue-fields.ts';

const TERM_LABELS: Record<string, string> = {
  '1_YEAR': '12 months',
  '2_YEAR': '24 months',
  '3_YEAR': '36 months',
  '4_YEAR': '48 months',
  '5_YEAR': '60 months',
  ONGOING: 'Ongoing (no lock-in)',
};

/** The contract term as the card shows it. */
export function contractTermLabel(
  contract: ContractFields | undefined,
): string {
  const term = contract?.termType;
  if (term && TERM_LABELS[term]) return TERM_LABELS[term];
  return term === 'OTHER' ? 'See plan terms' : 'No lock-in contract';
}

/** `'None'` when the plan has no exit fee, else the amount. */
export function exitFeesLabel(contract: ContractFields | undefined): string {
  const exit = contract?.fees?.find(
    (f) => f.type === 'EXIT' && (f.amount ?? 0) > 0,
  );
  return exit?.amount ? `$${exit.amount.toFixed(2)}` : 'None';
}

/** Percentage of GreenPower included in the base plan (0-100). */
export function greenPercent(contract: ContractFields | undefined): number {
  const share = contract?.intrinsicGreenPower?.greenPercentage ?? 0;
  // CDR rates are fractions (0.2 = 20 %); a few publishers write 20.
  const percent = share > 1 ? share : share * 100;
  return Math.min(100, Math.max(0, roundTo(percent, 2)));
}

/** Selling points, most useful first; the card shows the first three. */
export function planFeatures(contract: ContractFields | undefined): string[] {
  const features: string[] = [];
  for (const d of contract?.discounts ?? [])
    if (d.displayName) features.push(d.displayName);
  for (const i of contract?.incentives ?? [])
    if (i.displayName) features.push(i.displayName);
  if (contract?.isFixed) features.push('Prices fixed for the benefit period');
  if (exitFeesLabel(contract) === 'None') features.push('No exit fees');
  const green = greenPercent(contract);
  if (green > 0) features.push(`${green}% GreenPower included`);
  if (contract?.greenPowerCharges?.length)
    features.push('GreenPower option available');
  if (contract?.coolingOffDays)
    features.push(`${contract.coolingOffDays}-day cooling-off period`);
  return [...new Set(features)];
}

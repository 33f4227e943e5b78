import type { PlanContract, PlanDetail } from '../../cdr/plan-detail.ts';
import { GST_MULTIPLIER } from '../costs/breakdown.ts';
import { roundTo } from '../round.ts';

/** What a priced item is, so a change can be told in the right words. */
export type PriceItemKind = 'charge' | 'rate' | 'feed-in' | 'discount' | 'fee';

/** Units shown to visitors; every charge includes GST, feed-in has none. */
export type PriceUnit = '$/day' | 'c/kWh' | 'c/MJ' | '$/kW' | '%' | '$';

/** One published price of a plan version, named in plain words. */
export interface PriceItem {
  readonly label: string;
  readonly kind: PriceItemKind;
  readonly unit: PriceUnit;
  readonly value: number;
}

const incGstCents = (dollars: number) =>
  roundTo(dollars * 100 * GST_MULTIPLIER, 4);
const incGstDollars = (dollars: number) => roundTo(dollars * GST_MULTIPLIER, 4);

const words = (code: string) => {
  const text = code.replaceAll('_', ' ').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

const stepOf = (i: number, count: number) =>
  count > 1 ? ` (step ${i + 1})` : '';

function periodItems(
  contract: PlanContract,
  energyUnit: PriceUnit,
): PriceItem[] {
  const items: PriceItem[] = [];
  const many = contract.tariffPeriod.length > 1;
  for (const period of contract.tariffPeriod) {
    const when = many
      ? ` (${period.displayName ?? `${period.startDate} to ${period.endDate}`})`
      : '';
    if (period.dailySupplyCharge !== undefined)
      items.push({
        label: `Daily supply charge${when}`,
        kind: 'charge',
        unit: '$/day',
        value: incGstDollars(period.dailySupplyCharge),
      });
    period.singleRate?.rates.forEach((rate, i, all) => {
      items.push({
        label: `Usage rate${stepOf(i, all.length)}${when}`,
        kind: 'rate',
        unit: energyUnit,
        value: incGstCents(rate.unitPrice),
      });
    });
    for (const tou of period.timeOfUseRates ?? []) {
      tou.rates.forEach((rate, i, all) => {
        items.push({
          label: `${tou.displayName ?? words(tou.type)} rate${stepOf(i, all.length)}${when}`,
          kind: 'rate',
          unit: energyUnit,
          value: incGstCents(rate.unitPrice),
        });
      });
    }
    for (const demand of period.demandCharges ?? []) {
      items.push({
        label: `${demand.displayName ?? 'Demand charge'}${when}`,
        kind: 'charge',
        unit: '$/kW',
        value: incGstDollars(demand.amount),
      });
    }
  }
  return items;
}

function controlledLoadItems(contract: PlanContract): PriceItem[] {
  const items: PriceItem[] = [];
  for (const load of contract.controlledLoad ?? []) {
    const name = load.displayName ?? 'Controlled load';
    const rates = [
      ...(load.singleRate ? [{ ...load.singleRate, type: '' }] : []),
      ...(load.timeOfUseRates ?? []),
    ];
    for (const rate of rates) {
      const type = rate.type ? ` ${words(rate.type).toLowerCase()}` : '';
      if (rate.dailySupplyCharge !== undefined)
        items.push({
          label: `${name}${type} daily supply charge`,
          kind: 'charge',
          unit: '$/day',
          value: incGstDollars(rate.dailySupplyCharge),
        });
      rate.rates.forEach((step, i, all) => {
        items.push({
          label: `${name}${type} rate${stepOf(i, all.length)}`,
          kind: 'rate',
          unit: 'c/kWh',
          value: incGstCents(step.unitPrice),
        });
      });
    }
  }
  return items;
}

function feedInItems(contract: PlanContract): PriceItem[] {
  const items: PriceItem[] = [];
  for (const tariff of contract.solarFeedInTariff ?? []) {
    if (tariff.payerType !== 'RETAILER') continue;
    const name = tariff.displayName ?? 'Solar feed-in';
    const parts = [
      ...(tariff.singleTariff ? [{ ...tariff.singleTariff, type: '' }] : []),
      ...(tariff.timeVaryingTariffs ?? []).map((t) => ({
        ...t,
        type: t.displayName ?? t.type ?? '',
      })),
    ];
    for (const part of parts) {
      const type = part.type ? ` (${part.type.toLowerCase()})` : '';
      part.rates.forEach((step, i, all) => {
        items.push({
          label: `${name}${type}${stepOf(i, all.length)}`,
          kind: 'feed-in',
          unit: 'c/kWh',
          value: roundTo(step.unitPrice * 100, 4),
        });
      });
    }
  }
  return items;
}

function discountItems(contract: PlanContract): PriceItem[] {
  return (contract.discounts ?? []).map((discount) => {
    const label =
      discount.displayName ?? words(discount.category ?? 'Discount');
    const percent =
      discount.percentOfBill ??
      discount.percentOfUse ??
      discount.percentOverThreshold;
    return percent
      ? {
          label,
          kind: 'discount',
          unit: '%',
          value: roundTo(percent.rate * 100, 4),
        }
      : {
          label,
          kind: 'discount',
          unit: '$',
          // Fixed amounts and fees are published with GST already in.
          value: roundTo(discount.fixedAmount?.amount ?? 0, 4),
        };
  });
}

function feeItems(contract: PlanContract): PriceItem[] {
  return (contract.fees ?? []).flatMap((fee): PriceItem[] => {
    const label = `${words(fee.type)} fee (${fee.term.toLowerCase().replaceAll('_', ' ')})`;
    if (fee.amount !== undefined)
      return [{ label, kind: 'fee', unit: '$', value: roundTo(fee.amount, 4) }];
    if (fee.rate !== undefined)
      return [
        { label, kind: 'fee', unit: '%', value: roundTo(fee.rate * 100, 4) },
      ];
    return [];
  });
}

/**
 * Every published price of a plan in plain words, for its fuel's contract.
 * Two items with the same words are told apart by a number, so a diff
 * pairs like with like.
 */
export function priceItems(detail: PlanDetail): PriceItem[] {
  const gas = detail.fuelType === 'GAS';
  const contract = gas ? detail.gasContract : detail.electricityContract;
  if (!contract) return [];
  const items = [
    ...periodItems(contract, gas ? 'c/MJ' : 'c/kWh'),
    ...controlledLoadItems(contract),
    ...feedInItems(contract),
    ...discountItems(contract),
    ...feeItems(contract),
  ];
  const seen = new Map<string, number>();
  return items.map((item) => {
    const count = (seen.get(item.label) ?? 0) + 1;
    seen.set(item.label, count);
    return count === 1 ? item : { ...item, label: `${item.label} #${count}` };
  });
}

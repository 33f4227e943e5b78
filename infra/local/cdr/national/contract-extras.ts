import * as x from '../fixtures/extras.ts';
import type { State } from '../fixtures/networks.ts';
import type { Json } from '../fixtures/tariffs.ts';
import type { Customer } from './electricity.ts';
import type { Rng } from './rng.ts';

/** States with a closed government premium feed-in still on old bills. */
const PREMIUM_FIT: Partial<Record<State, string>> = {
  SA: '0.44',
  ACT: '0.457',
  QLD: '0.44',
};

function feedIn(rng: Rng, state: State, customer: Customer): Json[] {
  const kind = rng.weighted(
    customer === 'BUSINESS'
      ? [
          ['none', 55],
          ['flat', 45],
        ]
      : [
          ['none', 18],
          ['flat', 55],
          ['stepped', 11],
          ['timeVarying', 16],
        ],
  );
  const fits =
    kind === 'flat'
      ? x.flatFit(rng.price(0.04, 0.5, 3))
      : kind === 'stepped'
        ? x.steppedFit(rng.price(0.08, 0.3, 3), rng.int(5, 12), '0.01')
        : kind === 'timeVarying'
          ? x.timeVaryingFit(
              rng.price(0.06, 0.4, 3),
              rng.pick(['0.00', '0.000001', '0.001']),
              rng.price(0.015, 0.3, 3),
            )
          : [];
  const premium = PREMIUM_FIT[state];
  return premium && fits.length > 0 && rng.chance(0.06)
    ? [...fits, x.premiumFit(premium)]
    : fits;
}

function discounts(rng: Rng): Json[] {
  const chosen: Json[] = [];
  if (rng.chance(0.15)) chosen.push(x.payOnTime(rng.pick(['0.03', '0.05'])));
  if (rng.chance(0.08)) chosen.push(x.directDebit('0.01'));
  if (rng.chance(0.1)) chosen.push(x.guaranteedOffUsage(rng.pick(['0.06'])));
  else if (rng.chance(0.12))
    chosen.push(x.guaranteedOffBill(rng.pick(['0.05', '0.1', '0.12'])));
  if (rng.chance(0.05)) chosen.push(x.eBillCredit('2.00'));
  return chosen;
}

function fees(rng: Rng, wholesale: boolean): Json[] {
  const chosen: Json[] = [];
  if (wholesale) chosen.push(x.membershipFee('25.00', 'MONTHLY'));
  else if (rng.chance(0.06)) chosen.push(x.membershipFee('120.00', 'ANNUAL'));
  if (rng.chance(0.1)) chosen.push(x.exitFee(rng.pick(['0.00', '77.00'])));
  if (rng.chance(0.1)) chosen.push(x.establishmentFee('17.00'));
  if (rng.chance(0.7)) chosen.push(...x.standardFees());
  return chosen;
}

function greenPower(rng: Rng): Json {
  if (rng.chance(0.4))
    return { greenPowerCharges: x.greenPowerOptions(rng.price(0.05)) };
  if (rng.chance(0.1))
    return { greenPowerCharges: x.greenPowerWeekly(rng.price(1.5, 0.2, 2)) };
  if (rng.chance(0.04))
    return { intrinsicGreenPower: { greenPercentage: '1.00' } };
  return {};
}

const nonEmpty = (key: string, items: Json[]): Json =>
  items.length > 0 ? { [key]: items } : {};

/** Feed-in, discounts, fees and GreenPower of an electricity contract. */
export function electricityExtras(
  rng: Rng,
  state: State,
  customer: Customer,
  wholesale: boolean,
): Json {
  return {
    ...nonEmpty('solarFeedInTariff', feedIn(rng, state, customer)),
    ...nonEmpty('discounts', discounts(rng)),
    ...nonEmpty('fees', fees(rng, wholesale)),
    ...greenPower(rng),
  };
}

/** Discounts and fees of a gas contract. */
export function gasExtras(rng: Rng): Json {
  return {
    ...nonEmpty('discounts', discounts(rng)),
    ...nonEmpty('fees', fees(rng, false)),
  };
}

/** A smart meter charge some plans publish (GST inclusive). */
export function meteringCharges(rng: Rng): Json[] | undefined {
  if (!rng.chance(0.05)) return undefined;
  return [
    {
      displayName: 'Smart meter charge',
      description: 'Advanced meter rental (incl. GST)',
      minimumValue: rng.price(0.33, 0.2),
      period: 'P1D',
    },
  ];
}

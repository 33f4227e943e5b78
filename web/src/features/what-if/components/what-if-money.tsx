import type { WhatIfMoneyResult } from '#shared/contracts/what-if';
import {
  formatCalendarDay,
  formatDollars,
} from '#shared/format/money-and-dates';

type Range = { readonly low: number; readonly high: number };

/** "$6,000-$9,000", or one figure when both ends meet. */
const dollarRange = ({ low, high }: Range) =>
  low === high
    ? formatDollars(low)
    : `${formatDollars(low)}-${formatDollars(high)}`;

const yearRange = ({ low, high }: Range) =>
  low === high ? `${low} year${low === 1 ? '' : 's'}` : `${low}-${high} years`;

const whyNoPayback: Record<
  NonNullable<WhatIfMoneyResult['noPaybackBecause']>,
  string
> = {
  costDataExpired:
    'Our installation costs and rebates are out of date, so we show no cost or payback until they are updated. The plan prices above are current.',
  nothingBought:
    'Nothing here is bought: moving use or adding an electric car has no installation cost to pay back.',
  evInChange:
    'No payback: the electric car’s charging is in the change, and panels or a battery do not pay for it. Take the car out to see one.',
  noSaving: 'No payback: the change does not lower the cheapest plan’s cost.',
};

/**
 * What the panels and battery cost after rebates and a simple payback on
 * the cheapest plan with the change, as an estimate (docs/what-if.md, Money).
 */
export function WhatIfMoney({
  money,
  planName,
}: {
  readonly money: WhatIfMoneyResult;
  readonly planName: string | undefined;
}) {
  const { upfront, payback, noPaybackBecause } = money;
  const lines = upfront
    ? ([
        ['Solar panels', upfront.solar],
        ['Battery', upfront.battery],
      ] as const)
    : [];
  return (
    <section className="what-if-money" aria-label="Cost and payback">
      <h3>Cost and payback, an estimate</h3>
      {upfront && (
        <dl>
          {lines.map(
            ([label, line]) =>
              line && (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>
                    {dollarRange(line.installed)} installed, less{' '}
                    {dollarRange(line.rebate)} in rebates ({line.certificates}{' '}
                    certificates)
                  </dd>
                </div>
              ),
          )}
          <div>
            <dt>You pay</dt>
            <dd>{dollarRange(upfront.net)}</dd>
          </div>
        </dl>
      )}
      {payback && (
        <p className="what-if-money__payback">
          Pays for itself in about {yearRange(payback.years)} on {planName},
          saving {formatDollars(payback.annualSavingDollars)} a year.
        </p>
      )}
      {noPaybackBecause && <p>{whyNoPayback[noPaybackBecause]}</p>}
      <p className="muted small">
        An estimate, not financial advice: typical installed prices and the
        rebates for an installation on {formatCalendarDay(money.installedOn)},
        with no interest, price rises or wear. Get quotes before you decide.
        {noPaybackBecause !== 'costDataExpired' &&
          ` Cost figures checked until ${formatCalendarDay(money.validUntil)}.`}
      </p>
    </section>
  );
}

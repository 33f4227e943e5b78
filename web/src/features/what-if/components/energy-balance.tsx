import type { WhatIfResult } from '#shared/contracts/what-if';
import { formatKwh } from '#shared/format/money-and-dates';

type Balance = NonNullable<WhatIfResult['balance']>;

/** The year's energy with the cheapest plan after the change. */
export function EnergyBalance({
  balance,
  planName,
}: {
  readonly balance: Balance;
  readonly planName: string;
}) {
  const rows: [string, number, string?][] = [
    ['Bought from the grid', balance.bought],
    ...(balance.boughtForBattery > 0
      ? ([['of which to charge the battery', balance.boughtForBattery]] as [
          string,
          number,
        ][])
      : []),
    ['Exported', balance.exported],
    ['Used straight from the panels', balance.selfConsumed],
    ['Stored in the battery', balance.stored],
    ['Lost charging and discharging', balance.losses],
    [
      'Curtailed',
      balance.curtailed,
      'solar above the export limit, which earns nothing',
    ],
  ];
  return (
    <section className="what-if-balance" aria-label="A year's energy">
      <h3>A year's energy with the change</h3>
      <p className="muted small">
        With {planName}. The home uses {formatKwh(balance.homeUse)}
        {balance.solarGenerated > 0 &&
          ` and the added panels make ${formatKwh(balance.solarGenerated)}`}
        .
      </p>
      <dl>
        {rows.map(([label, kwh, note]) => (
          <div key={label}>
            <dt>
              {label}
              {note && <span className="muted small"> ({note})</span>}
            </dt>
            <dd>{formatKwh(kwh)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

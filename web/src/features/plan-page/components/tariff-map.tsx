import type { TariffMap } from '#shared/domain/costs/tariff-map-types';
import { TariffBlocks } from './tariff-blocks';
import { TariffGridChart } from './tariff-grid';

const LAYOUT_TEXT = {
  timeOfUse: 'The price of power on this plan changes with the time of day.',
  stepped: 'The price changes with how much you use, not with the time.',
  flat: 'The price is the same at every hour of the day.',
} as const;

/** The plan's rates: grids for what changes with the time, bars for the rest. */
export function TariffMapSection({ map }: { map: TariffMap | null }) {
  return (
    <section className="plan-section" aria-labelledby="tariff-map-heading">
      <h2 id="tariff-map-heading">When power costs what</h2>
      {map ? (
        <>
          <p>{LAYOUT_TEXT[map.layout]}</p>
          {map.grids.map((grid) => (
            <TariffGridChart
              key={`${grid.kind}-${grid.season ?? ''}-${grid.rates.map((r) => r.name).join()}`}
              grid={grid}
            />
          ))}
          {map.blocks.length > 0 && <TariffBlocks blocks={map.blocks} />}
        </>
      ) : (
        <p>The retailer's published rates for this plan could not be read.</p>
      )}
    </section>
  );
}

/**
 * How long the household model takes to turn a year of quarterly bills into
 * half-hours (docs/household.md, Speed): without panels, with panels, and
 * with panels and a battery. Each is built afresh `--runs` times; the
 * median is printed; the last two have an EV without its km a year.
 *
 *   npm run --silent bench:household-model -- [--runs 21]
 */
import { parseArgs } from 'node:util';
import type { HouseholdUsage } from '#shared/contracts/household';
import { householdProfile } from '#shared/domain/household/household-profile';
import { sampleBillPeriods } from './sample-bill.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '21' } },
});
const runs = Number(values.runs);

function bill(solarKw: number, batteryKwh: number, ev = false): HouseholdUsage {
  return {
    postcode: '2600',
    periods: sampleBillPeriods({ withExport: solarKw > 0 }),
    household: {
      people: 3,
      solarKw,
      batteryKwh,
      controlledLoad: true,
      // No km a year: the EV is sized from the bill (docs/household.md).
      ...(ev && { ev: { charging: 'overnight' as const } }),
    },
  };
}

const cases = [
  ['no panels', bill(0, 0)],
  ['6.6 kW panels', bill(6.6, 0)],
  ['6.6 kW panels, 10 kWh battery', bill(6.6, 10)],
  ['6.6 kW panels, an EV', bill(6.6, 0, true)],
  ['6.6 kW panels, battery, EV', bill(6.6, 10, true)],
] as const;
for (const [name, usage] of cases) {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    householdProfile(usage, { year: 2025 });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  process.stdout.write(
    `${name.padEnd(30)} median ${median.toFixed(1)} ms over ${runs} runs\n`,
  );
}

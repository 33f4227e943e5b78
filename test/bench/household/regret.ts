/**
 * Ranking regret: for modelled households with a year of readings, what
 * the plan the product ranks first from the household's quarterly bills and
 * questionnaire (the path of `cost --bill`) costs on the exact readings,
 * against the household's true best plan it can take.
 *
 *   npm run --silent bench:household -- --plans DIR [--households 50] [--seed 1]
 */
import { parseArgs } from 'node:util';
import { householdHas } from '#shared/domain/household/eligibility';
import { UsageError } from '../../../functions/cli/cost-args.ts';
import {
  compileFolder,
  rankFolder,
} from '../../../functions/cli/cost-batch.ts';
import { billProfile } from '../../../functions/cli/cost-profile.ts';
import { modelledHouseholds } from './modelled-households.ts';

const { values } = parseArgs({
  options: {
    plans: { type: 'string' },
    households: { type: 'string', default: '50' },
    seed: { type: 'string', default: '1' },
  },
});
if (!values.plans) {
  process.stderr.write(
    'usage: bench:household -- --plans DIR [--households N] [--seed N]\n',
  );
  process.exit(1);
}
const folder = await compileFolder(values.plans, undefined);
const households = modelledHouseholds(
  Number(values.households),
  Number(values.seed),
);
const regrets: number[] = [];
let ineligibleFirst = 0;
const refusedBills: string[] = [];
for (const household of households) {
  const exports =
    household.bill.periods?.some((p) => (p.exportKwh ?? 0) > 0) ?? false;
  const has = householdHas(household.bill.household, exports);
  const truth = rankFolder(folder, household.readings, 'meter', {}, has);
  const best = truth.priced[0];
  let loaded: ReturnType<typeof billProfile>;
  try {
    loaded = billProfile(household.bill, 2025);
  } catch (error) {
    // A bill the product refuses (a quarter that bought nothing) is counted, not ranked.
    if (!(error instanceof UsageError)) throw error;
    refusedBills.push(`${household.name}: ${error.message}`);
    continue;
  }
  const ranked = rankFolder(
    folder,
    loaded.profile,
    'typical',
    {},
    loaded.household?.has,
    loaded.household?.timingShifted,
  );
  const first = ranked.priced[0];
  if (!best || !first) continue;
  const trueCostOfFirst = truth.priced.find(
    (row) => row.planId === first.planId,
  );
  if (!trueCostOfFirst) {
    ineligibleFirst++;
    continue;
  }
  const regret =
    (trueCostOfFirst.annualCostIncGst - best.annualCostIncGst) /
    Math.abs(best.annualCostIncGst);
  regrets.push(regret);
  const h = household.bill.household;
  process.stdout.write(
    `${household.name.padEnd(13)} solar ${String(h?.solarKw).padStart(4)} kW battery ${String(h?.batteryKwh).padStart(4)} CL ${h?.controlledLoad ? 'y' : 'n'} pool ${h?.poolPump ? 'y' : 'n'} EV ${h?.ev?.charging ?? '-'}: best $${best.annualCostIncGst.toFixed(0)} (${best.planId}), ranked first ${first.planId} at $${trueCostOfFirst.annualCostIncGst.toFixed(0)}: +${(regret * 100).toFixed(2)} %\n`,
  );
}
regrets.sort((a, b) => a - b);
const pct = (q: number) =>
  (
    (regrets[Math.min(regrets.length - 1, Math.floor(q * regrets.length))] ??
      0) * 100
  ).toFixed(2);
process.stdout.write(
  `\n${regrets.length} households, ${folder.plans.length} plans: regret median ${pct(0.5)} %, p90 ${pct(0.9)} %, worst ${((regrets.at(-1) ?? 0) * 100).toFixed(2)} %; first plan one the household cannot take: ${ineligibleFirst}; bills refused: ${refusedBills.length}\n`,
);
for (const refused of refusedBills) process.stdout.write(`  ${refused}\n`);

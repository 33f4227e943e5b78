import type { ComparedPlan } from '#shared/contracts/compare';
import { formatDollars } from '#shared/format/money-and-dates';
import { yearlyDifference } from '#shared/format/what-if-words';

const batteryText: Record<string, string | null> = {
  none: null,
  idle: 'Battery: does not pay on this plan',
  selfConsumption: 'Battery: stores spare solar',
  gridCharging: "Battery: also charges in this plan's cheap hours",
};

/** Every plan re-ranked on its cost after the change, with its cost before. */
export function ReRankedPlans({
  plans,
  total,
}: {
  readonly plans: readonly ComparedPlan[];
  readonly total: number;
}) {
  return (
    <section aria-label="Plans ranked with the change">
      <h3>Plans ranked with the change</h3>
      <p className="muted small">
        {plans.length} of {total} plans, cheapest with the change first.
      </p>
      <ol className="what-if-plans">
        {plans.map((row, i) => {
          const change = row.whatIf;
          const battery = change ? batteryText[change.batteryUse] : null;
          return (
            <li key={row.plan.id} className="what-if-plan">
              <p className="what-if-plan__name">
                <span className="what-if-plan__rank">{i + 1}.</span>{' '}
                {row.plan.planName}
                <span className="muted"> · {row.plan.retailer}</span>
              </p>
              {change && (
                <dl className="what-if-plan__costs">
                  <div>
                    <dt>Today</dt>
                    <dd>
                      {formatDollars(change.before.annualCostIncGst)}
                      <span className="muted small">
                        {' '}
                        (ranked {change.before.rank})
                      </span>
                    </dd>
                  </div>
                  <div>
                    <dt>With the change</dt>
                    <dd>{formatDollars(row.annualCostIncGst)}</dd>
                  </div>
                  <div>
                    <dt>Difference</dt>
                    <dd>{yearlyDifference(change.differenceDollars)}</dd>
                  </div>
                </dl>
              )}
              {battery && <p className="muted small">{battery}</p>}
              {row.freePowerWindows?.map((w) => (
                <p key={w} className="small">
                  {w}
                </p>
              ))}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

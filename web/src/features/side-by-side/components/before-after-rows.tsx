import type { SideBySidePlan } from '#shared/contracts/side-by-side';
import { formatDollars } from '#shared/format/money-and-dates';
import { yearlyDifference } from '#shared/format/what-if-words';
import { Row } from './table-parts';

/**
 * Each plan's cost before the change and the difference, as the what-if's
 * rows on /compare give them (the API's `whatIf` on each plan).
 */
export function BeforeAfterRows({
  plans,
}: {
  readonly plans: readonly SideBySidePlan[];
}) {
  return (
    <>
      <Row
        label="Before the change"
        cells={plans.map((p) =>
          p.whatIf ? (
            <span key="before" data-before-cost={p.plan.id}>
              {formatDollars(p.whatIf.before.annualCostIncGst)}
            </span>
          ) : (
            '—'
          ),
        )}
      />
      <Row
        label="Difference"
        cells={plans.map((p) =>
          p.whatIf ? yearlyDifference(p.whatIf.differenceDollars) : '—',
        )}
      />
    </>
  );
}

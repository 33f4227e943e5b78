import { Clock, TriangleAlert } from 'lucide-react';
import type { ComparedPlan } from '#shared/contracts/compare';
import { timingInWords } from '#shared/domain/household/timing';
import { formatDollars } from '#shared/format/money-and-dates';

/**
 * The cost at both ends of the estimate's error band (docs/household.md,
 * Ranges), and the plan's eligibility in plain words; a plan the household
 * cannot take by its own answers says why, and one ranked above its cost
 * because the bill cannot say when power is bought says so.
 */
export function HouseholdFit({
  result,
  withDetails = false,
}: {
  readonly result: ComparedPlan;
  /** In Details: each restriction with the plan's own words. */
  readonly withDetails?: boolean;
}) {
  const {
    costRange,
    eligibility = [],
    ineligibleReasons = [],
    timingAllowanceDollars,
  } = result;
  return (
    <>
      {timingAllowanceDollars !== undefined && !withDetails && (
        <p className="plan-timing" role="note">
          <Clock aria-hidden="true" size={14} />{' '}
          {timingInWords(timingAllowanceDollars)}
        </p>
      )}
      {costRange && !withDetails && (
        <p className="plan-range">
          Likely {formatDollars(costRange.low)} to{' '}
          {formatDollars(costRange.high)} a year
        </p>
      )}
      {ineligibleReasons.length > 0 && !withDetails && (
        <div className="plan-ineligible" role="note">
          <p>
            <TriangleAlert aria-hidden="true" size={14} /> By your answers you
            can’t take this plan:
          </p>
          <ul>
            {ineligibleReasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      )}
      {eligibility.length > 0 &&
        (withDetails ? (
          <div className="plan-eligibility">
            <h4>Who can take it</h4>
            <ul>
              {eligibility.map((rule) => (
                <li key={rule.words}>
                  {rule.words}
                  {rule.details && `: ${rule.details}`}
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="plan-eligibility">
            <span className="visually-hidden">Who can take it: </span>
            {eligibility.map((rule) => rule.words).join(' · ')}
          </p>
        ))}
    </>
  );
}

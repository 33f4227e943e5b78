import type { ComparedPlan, CompareResponse } from '#shared/contracts/compare';

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

/** Whether the first plan stays first across the estimate's range. */
function rangeWords(
  range: NonNullable<CompareResponse['range']>,
  plans: readonly ComparedPlan[],
): string | null {
  if (range.firstStaysFirst === null) return null;
  const band = `if your use is ${percent(range.errorBand)} more or less than we estimate`;
  if (range.firstStaysFirst)
    return `The first plan stays the cheapest you can take ${band}.`;
  const other = plans.find((p) => p.plan.id === range.overtakenBy);
  return `The first plan may not stay the cheapest you can take ${band}${other ? `: ${other.plan.planName} could cost less` : ''}.`;
}

/**
 * What a bill or the questionnaire's results rest on, whether the first
 * plan stays first across its range, and "show all plans" when some were
 * left out because the household cannot take them.
 */
export function HouseholdSummary({
  response,
  plans,
  showAllPlans,
  onShowAllPlans,
}: {
  readonly response: CompareResponse;
  readonly plans: readonly ComparedPlan[];
  readonly showAllPlans: boolean;
  readonly onShowAllPlans: (show: boolean) => void;
}) {
  const { household, range } = response;
  if (!household) return null;
  const words = range && rangeWords(range, plans);
  return (
    <div className="card household-summary">
      <p>{household.period}</p>
      {words && <p>{words}</p>}
      {household.ineligiblePlans > 0 && (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={showAllPlans}
            onChange={(e) => onShowAllPlans(e.currentTarget.checked)}
          />
          Show all plans, including the {household.ineligiblePlans} you can’t
          take by your answers
        </label>
      )}
    </div>
  );
}

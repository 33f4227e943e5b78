import { useId } from 'react';
import type { CompareSort } from '#shared/contracts/compare';
import type { CompareState } from '../hooks/compare-state';

interface FiltersPanelProps {
  readonly state: CompareState;
  readonly update: (change: Partial<CompareState>) => void;
}

/** /compare sorts: price, green, popular. */
const compareSorts: [CompareSort, string][] = [
  ['price', 'Lowest annual cost'],
  ['green', 'Greenest first'],
  ['popular', 'Popular retailers first'],
];

/** Plan type, green energy, exit fee and sort. */
export function FiltersPanel({ state, update }: FiltersPanelProps) {
  const id = useId();
  return (
    <fieldset className="card filters" aria-label="Filters">
      <legend>Filters</legend>
      <div className="field">
        <label htmlFor={`${id}-type`}>Plan type</label>
        <select
          id={`${id}-type`}
          value={state.planType}
          onChange={(e) =>
            update({ planType: e.target.value as CompareState['planType'] })
          }
        >
          <option value="all">All plans</option>
          <option value="Fixed">Fixed</option>
          <option value="Variable">Variable</option>
        </select>
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={state.greenOnly}
          onChange={(e) => update({ greenOnly: e.target.checked })}
        />
        Green energy (50% or more)
      </label>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={state.noExitFee}
          onChange={(e) => update({ noExitFee: e.target.checked })}
        />
        No exit fee
      </label>
      <div className="field">
        <label htmlFor={`${id}-sort`}>Sort by</label>
        <select
          id={`${id}-sort`}
          value={state.sort}
          onChange={(e) => update({ sort: e.target.value as CompareSort })}
        >
          {compareSorts.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
          {!compareSorts.some(([value]) => value === state.sort) && (
            <option value={state.sort}>As chosen below</option>
          )}
        </select>
      </div>
    </fieldset>
  );
}

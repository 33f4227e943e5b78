import { useId } from 'react';
import type { CompareState } from '../hooks/compare-state';

interface FiltersPanelProps {
  readonly state: CompareState;
  readonly update: (change: Partial<CompareState>) => void;
}

/** Plan type, green energy and exit fee; the results panel sorts. */
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
    </fieldset>
  );
}

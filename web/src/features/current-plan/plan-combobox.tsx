/** Public entry: the searchable choice of a retailer's plans. */
import { type KeyboardEvent, useId, useState } from 'react';
import type { PlanMarket } from './api/retailer-plans';
import { usePlanChoices } from './hooks/use-plan-choices';
import './current-plan.css';

/** The plan picked, or null for "I don't know". */
export interface PickedPlan {
  readonly id: string;
  readonly name: string;
}

interface PlanComboboxProps {
  readonly market: PlanMarket;
  readonly retailer: string;
  readonly value: PickedPlan | null;
  readonly onChange: (plan: PickedPlan | null) => void;
}

const UNKNOWN = "I don't know";

/**
 * Searches the retailer's plans at the visitor's postcode by name; a
 * combobox (arrows, Enter, Escape) whose first choice is "I don't know".
 */
export function PlanCombobox({
  market,
  retailer,
  value,
  onChange,
}: PlanComboboxProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const { plans, status } = usePlanChoices(market, retailer, query, open);
  const choices: (PickedPlan | null)[] = [
    null,
    ...plans.map((p) => ({ id: p.id, name: p.planName })),
  ];
  const pick = (choice: PickedPlan | null) => {
    onChange(choice);
    setQuery('');
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive((a) => (a + step + choices.length) % choices.length);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      pick(choices[active] ?? null);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };
  const optionId = (i: number) => `${id}-option-${i}`;
  return (
    <div className="field plan-combobox">
      <label htmlFor={`${id}-input`}>Your current plan</label>
      <input
        id={`${id}-input`}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-activedescendant={open ? optionId(active) : undefined}
        autoComplete="off"
        placeholder="Search your plan's name"
        value={open ? query : (value?.name ?? UNKNOWN)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label={`${retailer} plans`}
        hidden={!open}
      >
        {choices.map((choice, i) => (
          <div
            key={choice?.id ?? 'unknown'}
            id={optionId(i)}
            role="option"
            tabIndex={-1}
            className="combobox-option"
            aria-selected={i === active}
            // Picks before the input's blur closes the list.
            onMouseDown={(e) => {
              e.preventDefault();
              pick(choice);
            }}
          >
            {choice?.name ?? UNKNOWN}
          </div>
        ))}
      </div>
      <p className="field-hint" aria-live="polite">
        {status === 'error'
          ? 'Could not load the plans. Try again.'
          : status === 'ready' && open && plans.length === 0
            ? `No ${retailer} plan at ${market.postcode} matches.`
            : ''}
      </p>
    </div>
  );
}

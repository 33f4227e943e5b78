import {
  type ReferencePrice,
  referencePriceNames,
} from '#shared/contracts/reference-prices';
import { Field } from '@/components/ui/field';
import { numberOf, numberText } from './number-text';

/** A new entry: a figure for staff to fill in, not yet valid. */
const blankEntry = (): ReferencePrice => ({
  name: 'Default Market Offer',
  network: '',
  customerType: 'Residential',
  controlledLoad: false,
  financialYear: '',
  annualPriceIncGst: Number.NaN,
  modelAnnualKwh: null,
  source: '',
});

function Entry({
  entry,
  index,
  errorOf,
  change,
  remove,
}: {
  readonly entry: ReferencePrice;
  readonly index: number;
  readonly errorOf: (field: keyof ReferencePrice) => string | undefined;
  readonly change: (entry: ReferencePrice) => void;
  readonly remove: () => void;
}) {
  const set = <K extends keyof ReferencePrice>(
    field: K,
    value: ReferencePrice[K],
  ) => change({ ...entry, [field]: value });
  const title = `Reference price ${index + 1}`;
  return (
    <fieldset className="reference-price">
      <legend>
        {title}
        {entry.network && `: ${entry.network}`}
        {entry.financialYear && ` ${entry.financialYear}`}
      </legend>
      <Field label="Name" error={errorOf('name')}>
        {(props) => (
          <select
            {...props}
            value={entry.name}
            onChange={(e) =>
              set('name', e.target.value as ReferencePrice['name'])
            }
          >
            {referencePriceNames.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Distribution zone" error={errorOf('network')}>
        {(props) => (
          <input
            {...props}
            value={entry.network}
            onChange={(e) => set('network', e.target.value)}
          />
        )}
      </Field>
      <Field label="Customer type" error={errorOf('customerType')}>
        {(props) => (
          <select
            {...props}
            value={entry.customerType}
            onChange={(e) =>
              set(
                'customerType',
                e.target.value as ReferencePrice['customerType'],
              )
            }
          >
            <option>Residential</option>
            <option>Business</option>
          </select>
        )}
      </Field>
      <label>
        <input
          type="checkbox"
          checked={entry.controlledLoad}
          onChange={(e) => set('controlledLoad', e.target.checked)}
        />{' '}
        With controlled load
      </label>
      <Field
        label="Financial year"
        hint="1 July to 30 June, written like 2026-27."
        error={errorOf('financialYear')}
      >
        {(props) => (
          <input
            {...props}
            value={entry.financialYear}
            onChange={(e) => set('financialYear', e.target.value)}
          />
        )}
      </Field>
      <Field
        label="Yearly price, $ inc GST"
        error={errorOf('annualPriceIncGst')}
      >
        {(props) => (
          <input
            {...props}
            type="number"
            step="any"
            value={numberText(entry.annualPriceIncGst)}
            onChange={(e) => set('annualPriceIncGst', numberOf(e.target.value))}
          />
        )}
      </Field>
      <Field
        label="Model annual usage, kWh"
        hint="The usage the price is set at; leave empty when the source does not state it (plans then state no comparison with it)."
        error={errorOf('modelAnnualKwh')}
      >
        {(props) => (
          <input
            {...props}
            type="number"
            step="any"
            value={entry.modelAnnualKwh ?? ''}
            onChange={(e) =>
              set(
                'modelAnnualKwh',
                e.target.value.trim() === '' ? null : numberOf(e.target.value),
              )
            }
          />
        )}
      </Field>
      <Field
        label="Source"
        hint="Who decided the figure, when, and where it was read."
        error={errorOf('source')}
      >
        {(props) => (
          <input
            {...props}
            value={entry.source}
            onChange={(e) => set('source', e.target.value)}
          />
        )}
      </Field>
      <button type="button" className="button" onClick={remove}>
        Remove {title}
      </button>
    </fieldset>
  );
}

/**
 * The reference prices savings and each plan's "x% less than" are measured
 * against (docs/settings.md, Reference prices), one entry per zone,
 * customer type and financial year, each with the field its error names.
 */
export function ReferencePricesEditor({
  prices,
  errors,
  change,
}: {
  readonly prices: readonly ReferencePrice[];
  /** Keyed `<entry index>.<field>`. */
  readonly errors: ReadonlyMap<string, string>;
  readonly change: (prices: ReferencePrice[]) => void;
}) {
  return (
    <fieldset className="card">
      <legend>Reference prices</legend>
      <p className="field-hint">
        The regulator's yearly bill per distribution zone, customer type and
        financial year. Savings are measured against this year's figure of the
        visitor's zone, and each plan states how it compares with it; an earlier
        year's figure is never used as this year's.
      </p>
      {prices.map((entry, index) => (
        <Entry
          // Entries have no id of their own; their place is what the server names.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          entry={entry}
          index={index}
          errorOf={(field) => errors.get(`${index}.${field}`)}
          change={(next) =>
            change(prices.map((p, i) => (i === index ? next : p)))
          }
          remove={() => change(prices.filter((_, i) => i !== index))}
        />
      ))}
      <button
        type="button"
        className="button"
        onClick={() => change([...prices, blankEntry()])}
      >
        Add a reference price
      </button>
    </fieldset>
  );
}

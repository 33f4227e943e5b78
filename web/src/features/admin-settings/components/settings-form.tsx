import { type FormEvent, useId, useState } from 'react';
import { Field } from '@/components/ui/field';
import type { useSettings } from '../hooks/use-settings';
import {
  plainSettingFieldErrors,
  referencePriceFieldErrors,
  whatIfCostFieldErrors,
} from './field-errors';
import { ReferencePricesEditor } from './reference-prices-editor';
import { type SettingField, settingSections } from './settings-sections';
import { WhatIfCostsEditor } from './what-if-costs-editor';
import '../admin-settings.css';

type Settings = ReturnType<typeof useSettings>;
type Values = NonNullable<Settings['values']>;

function Toggle({
  field,
  values,
  set,
}: {
  readonly field: SettingField;
  readonly values: Values;
  readonly set: Settings['set'];
}) {
  const hint = useId();
  return (
    <div className="toggle">
      <label>
        <input
          type="checkbox"
          aria-describedby={hint}
          checked={values[field.name] === true}
          onChange={(e) => set(field.name, e.target.checked as never)}
        />{' '}
        {field.label}
      </label>
      <p id={hint} className="field-hint">
        {field.explains}
      </p>
    </div>
  );
}

/** Every setting the product acts on, each with what it does. */
export function SettingsForm({ settings }: { readonly settings: Settings }) {
  const { values, set, save, saving, fieldError, loadFailed, reload } =
    settings;
  // Field errors show once a save is tried, then follow each edit.
  const [checked, setChecked] = useState(false);
  if (!values && loadFailed)
    return (
      <div role="alert">
        <p>The settings could not be loaded.</p>
        <button type="button" className="button" onClick={reload}>
          Try again
        </button>
      </div>
    );
  if (!values) return <p role="status">Loading settings...</p>;
  /** The browser's own errors of one list, or the server's for a field in it. */
  const withServerError = (
    own: ReadonlyMap<string, string> | undefined,
    prefix: string,
  ): ReadonlyMap<string, string> => {
    if (own?.size) return own;
    const field = fieldError?.field;
    if (!fieldError || !field?.startsWith(`${prefix}.`)) return new Map();
    return new Map([[field.slice(prefix.length + 1), fieldError.message]]);
  };
  const prices = values.referencePrices ?? [];
  const costs = values.whatIfCosts;
  const clientErrors = () => ({
    plain: plainSettingFieldErrors(values),
    prices: referencePriceFieldErrors(prices),
    costs: costs ? whatIfCostFieldErrors(costs) : new Map<string, string>(),
  });
  const errorCount = (errors: ReturnType<typeof clientErrors>) =>
    errors.plain.size + errors.prices.size + errors.costs.size;
  const found = checked ? clientErrors() : undefined;
  const priceErrors = withServerError(found?.prices, 'referencePrices');
  const costErrors = withServerError(found?.costs, 'whatIfCosts');
  const refused = found && errorCount(found) > 0;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const now = clientErrors();
    if (errorCount(now) > 0) return;
    void save();
  };
  return (
    <form onSubmit={onSubmit} className="settings-form">
      {settingSections.map((section) => (
        <fieldset key={section.title} className="card">
          <legend>{section.title}</legend>
          {section.fields.map((field) =>
            field.type === 'checkbox' ? (
              <Toggle
                key={field.name}
                field={field}
                values={values}
                set={set}
              />
            ) : (
              <Field
                key={field.name}
                label={field.label}
                hint={field.explains}
                error={
                  found?.plain.get(field.name) ??
                  (fieldError?.field === field.name
                    ? fieldError.message
                    : undefined)
                }
              >
                {(props) => (
                  <input
                    {...props}
                    type={field.type}
                    value={String(values[field.name])}
                    onChange={(e) =>
                      set(
                        field.name,
                        (field.type === 'number'
                          ? Number(e.target.value)
                          : e.target.value) as never,
                      )
                    }
                  />
                )}
              </Field>
            ),
          )}
        </fieldset>
      ))}
      <ReferencePricesEditor
        prices={prices}
        errors={priceErrors}
        change={(next) => set('referencePrices', next)}
      />
      {costs && (
        <WhatIfCostsEditor
          costs={costs}
          errors={costErrors}
          change={(next) => set('whatIfCosts', next)}
        />
      )}
      {refused && (
        <p className="field-error" role="alert">
          Nothing was saved: correct the fields marked above.
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={saving}>
        {saving ? 'Saving...' : 'Save Changes'}
      </button>
    </form>
  );
}

import { type FormEvent, useId, useState } from 'react';
import { Field } from '@/components/ui/field';
import type { useSettings } from '../hooks/use-settings';
import { referencePriceFieldErrors } from './reference-price-errors';
import { ReferencePricesEditor } from './reference-prices-editor';
import { type SettingField, settingSections } from './settings-sections';
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
  const { values, set, save, saving, fieldError } = settings;
  // Field errors show once a save is tried, then follow each edit.
  const [checked, setChecked] = useState(false);
  if (!values) return <p role="status">Loading settings...</p>;
  const prices = values.referencePrices ?? [];
  const priceErrors = new Map(checked ? referencePriceFieldErrors(prices) : []);
  const serverPriceField = fieldError?.field.match(/^referencePrices\.(.+)$/);
  if (fieldError && serverPriceField?.[1] && !priceErrors.size)
    priceErrors.set(serverPriceField[1], fieldError.message);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (referencePriceFieldErrors(prices).size > 0) return;
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
                  fieldError?.field === field.name
                    ? fieldError.message
                    : undefined
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
      {checked && referencePriceFieldErrors(prices).size > 0 && (
        <p className="field-error" role="alert">
          Nothing was saved: correct the reference prices marked above.
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={saving}>
        {saving ? 'Saving...' : 'Save Changes'}
      </button>
    </form>
  );
}

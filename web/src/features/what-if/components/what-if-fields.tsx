import type { ReactNode } from 'react';
import { SelectField, TextField } from '@/components/ui/form-fields';
import type { WhatIfField, WhatIfForm } from '../what-if-form';

interface WhatIfFieldsProps {
  readonly form: WhatIfForm;
  readonly update: (change: Partial<WhatIfForm>) => void;
  readonly errors: Partial<Record<WhatIfField, string>>;
}

const charging = [
  { value: 'overnight', label: 'Overnight (midnight to 6 am)' },
  { value: 'midday', label: 'In the middle of the day (10 am to 3 pm)' },
  { value: 'any', label: 'Whenever plugged in (6 pm to 10 pm)' },
];

/** A ticked change shows its sizes. */
function Change({
  label,
  ticked,
  onTick,
  children,
}: {
  readonly label: string;
  readonly ticked: boolean;
  readonly onTick: (ticked: boolean) => void;
  readonly children: ReactNode;
}) {
  return (
    <fieldset className="what-if-change">
      <legend>
        <label>
          <input
            type="checkbox"
            checked={ticked}
            onChange={(e) => onTick(e.target.checked)}
          />{' '}
          {label}
        </label>
      </legend>
      {ticked && <div className="what-if-sizes">{children}</div>}
    </fieldset>
  );
}

/** The changes to try, each with its sizes, as typed. */
export function WhatIfFields({ form, update, errors }: WhatIfFieldsProps) {
  const size = (
    field: WhatIfField,
    label: string,
    hint?: string,
  ): ReactNode => (
    <TextField
      name={field}
      label={label}
      type="number"
      inputMode="decimal"
      step="any"
      value={form[field]}
      onChange={(value) => update({ [field]: value })}
      {...(errors[field] && { error: errors[field] })}
      {...(hint && { hint })}
    />
  );
  return (
    <>
      <Change
        label="Add solar panels"
        ticked={form.solar}
        onTick={(solar) => update({ solar })}
      >
        {size('solarKw', 'Solar size (kW)')}
        {size(
          'exportLimitKw',
          'Export limit (kW)',
          'Most your connection may send to the grid; above it is curtailed.',
        )}
      </Change>
      <Change
        label="Add a battery"
        ticked={form.battery}
        onTick={(battery) => update({ battery })}
      >
        {size('batteryKwh', 'Usable capacity (kWh)')}
        {size('batteryPowerKw', 'Power (kW)')}
        {size('efficiencyPercent', 'Round-trip efficiency (%)')}
      </Change>
      <Change
        label="Add an electric car"
        ticked={form.ev}
        onTick={(ev) => update({ ev })}
      >
        {size('evKmPerYear', 'Kilometres a year')}
        {size('evKwhPer100Km', 'kWh per 100 km')}
        <SelectField
          name="evCharging"
          label="Charging"
          value={form.evCharging}
          options={charging}
          onChange={(value) =>
            update({ evCharging: value as WhatIfForm['evCharging'] })
          }
        />
      </Change>
      <Change
        label="Move evening use to midday"
        ticked={form.shift}
        onTick={(shift) => update({ shift })}
      >
        {size(
          'shiftPercent',
          'Share of evening use moved (%)',
          'Of what you use from 5 pm to 9 pm, moved to 10 am to 3 pm the same day.',
        )}
      </Change>
    </>
  );
}

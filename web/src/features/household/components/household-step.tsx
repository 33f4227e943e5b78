import { type ReactNode, useEffect, useId, useRef } from 'react';
import {
  dwellingKinds,
  evChargingKinds,
  heatingKinds,
  hotWaterKinds,
} from '#shared/contracts/household';
import { Field } from '@/components/ui/field';
import type { HouseholdField, HouseholdForm } from '../household-form';
import {
  HOUSEHOLD_LABELS,
  type HouseholdErrors,
  householdErrors,
} from '../lib/household-errors';
import '../household.css';

interface HouseholdStepProps {
  readonly form: HouseholdForm;
  readonly onChange: (form: HouseholdForm) => void;
  /** Presses of Compare Plans that found a problem; 0 shows none yet. */
  readonly attempts: number;
  /** The compare API's refusal, shown beside the field it names. */
  readonly refused?: {
    readonly field: HouseholdField;
    readonly message: string;
  };
  /** Set when a bill filled the step: the fields it did not give. */
  readonly notFound?: readonly HouseholdField[];
}

const KIND_WORDS: Readonly<Record<string, string>> = {
  house: 'House',
  townhouse: 'Townhouse or semi',
  apartment: 'Apartment or unit',
  none: 'None',
  gas: 'Gas',
  electric: 'Electric',
  heatPump: 'Heat pump',
  electricControlledLoad: 'Electric, on its own meter (controlled load)',
  solar: 'Solar',
  overnight: 'Charged overnight',
  daytime: 'Charged in the day',
  evening: 'Charged in the evening',
};

const LABELS = HOUSEHOLD_LABELS;

/** What a read bill gave, and the fields it did not that are still empty. */
function BillReadNote(props: {
  form: HouseholdForm;
  notFound: readonly HouseholdField[];
}) {
  const empty = props.notFound.filter((field) => props.form[field] === '');
  return (
    <p className="field-hint" role="status">
      We filled these from your bill. Check them and correct anything that’s
      wrong.
      {empty.length > 0 &&
        ` We couldn’t find: ${empty.map((f) => LABELS[f]).join(', ')}. ` +
          `Type what your bill shows${
            empty.some((f) => f === 'controlledLoadKwh' || f === 'exportKwh')
              ? '; leave controlled load or export empty if it has none'
              : ''
          }.`}
    </p>
  );
}

/**
 * What a bill prints (its period, the kWh of each band, controlled load,
 * solar export) and what a visitor knows about their home, as one short
 * step of /compare (docs/product-rules.md, A bill or your home). Every
 * answer is optional but the bill's period and one usage figure.
 */
export function HouseholdStep({
  form,
  onChange,
  attempts,
  refused,
  notFound,
}: HouseholdStepProps) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const errors: HouseholdErrors =
    attempts > 0 ? householdErrors(form, new Date()) : {};
  if (refused && !errors[refused.field])
    errors[refused.field] = `${LABELS[refused.field]}: ${refused.message}`;
  useEffect(() => {
    // Each press that finds a problem takes the visitor to the first one.
    if (attempts > 0)
      root.current
        ?.querySelector<HTMLElement>('[aria-invalid="true"]')
        ?.focus();
  }, [attempts]);
  const set = (change: Partial<HouseholdForm>) =>
    onChange({ ...form, ...change });

  const text = (
    field: HouseholdField,
    options: { hint?: string; type?: 'date'; decimal?: boolean } = {},
  ) => (
    <Field
      label={LABELS[field]}
      error={errors[field]}
      {...(options.hint && { hint: options.hint })}
    >
      {(props) => (
        <input
          {...props}
          type={options.type ?? 'text'}
          inputMode={
            options.type
              ? undefined
              : options.decimal === false
                ? 'numeric'
                : 'decimal'
          }
          autoComplete="off"
          value={String(form[field])}
          onChange={(e) => set({ [field]: e.currentTarget.value })}
        />
      )}
    </Field>
  );
  const choice = (field: HouseholdField, kinds: readonly string[]) => (
    <Field label={LABELS[field]} error={errors[field]}>
      {(props) => (
        <select
          {...props}
          value={String(form[field])}
          onChange={(e) => set({ [field]: e.currentTarget.value })}
        >
          <option value="">
            {field === 'evCharging' ? 'No EV' : 'Not sure'}
          </option>
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_WORDS[kind] ?? kind}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const flag = (
    field: 'cooling' | 'poolPump' | 'homeDuringDay' | 'seniorCard',
  ) => (
    <label className="checkbox">
      <input
        type="checkbox"
        checked={form[field]}
        onChange={(e) => set({ [field]: e.currentTarget.checked })}
      />
      {LABELS[field]}
    </label>
  );
  const segmented = <K extends 'source' | 'periodBy' | 'bands'>(
    field: K,
    options: ReadonlyArray<[HouseholdForm[K], string]>,
  ): ReactNode => (
    <fieldset className="segmented">
      <legend>{LABELS[field]}</legend>
      {options.map(([value, label]) => (
        <label key={value} className="segment">
          <input
            type="radio"
            name={`${id}-${field}`}
            value={value}
            checked={form[field] === value}
            onChange={() => set({ [field]: value })}
          />
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  );

  return (
    <div className="household-step" ref={root}>
      {segmented('source', [
        ['bill', 'My bill'],
        ['questions', 'No bill: my home'],
      ])}
      {form.source === 'bill' && (
        <fieldset className="household-group">
          <legend>From your bill</legend>
          {notFound && <BillReadNote form={form} notFound={notFound} />}
          {segmented('periodBy', [
            ['dates', 'Dates'],
            ['days', 'Days'],
          ])}
          {form.periodBy === 'dates' ? (
            <div className="household-pair">
              {text('startDate', { type: 'date' })}
              {text('endDate', { type: 'date' })}
            </div>
          ) : (
            text('days', {
              decimal: false,
              hint: 'We count them back from yesterday.',
            })
          )}
          {segmented('bands', [
            ['one', 'One rate'],
            ['timeOfUse', 'Peak, shoulder, off-peak'],
          ])}
          {form.bands === 'one' ? (
            text('generalKwh', {
              hint: 'General use, as the bill prints it; not controlled load.',
            })
          ) : (
            <div className="household-pair">
              {text('peakKwh')}
              {text('shoulderKwh')}
              {text('offPeakKwh')}
            </div>
          )}
          <div className="household-pair">
            {text('controlledLoadKwh', { hint: 'Leave empty if none.' })}
            {text('exportKwh', { hint: 'Leave empty if none.' })}
          </div>
        </fieldset>
      )}
      <details className="household-group" open={form.source === 'questions'}>
        <summary>
          About your home
          {form.source === 'bill' ? ' (optional)' : ''}
        </summary>
        <div className="household-pair">
          {text('people', { decimal: false })}
          {choice('dwelling', dwellingKinds)}
          {choice('heating', heatingKinds)}
          {choice('hotWater', hotWaterKinds)}
          {text('solarKw', { hint: 'Panels’ size; empty or 0 if none.' })}
          {text('batteryKwh', { hint: 'Empty or 0 if none.' })}
          {choice('evCharging', evChargingKinds)}
          {form.evCharging && text('evKm', { decimal: false })}
        </div>
        {flag('cooling')}
        {flag('poolPump')}
        {flag('homeDuringDay')}
        {flag('seniorCard')}
      </details>
    </div>
  );
}

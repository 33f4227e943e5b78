import { type KeyboardEvent, useId, useState } from 'react';
import { formatCalendarDay } from '#shared/format/money-and-dates';
import { Field } from '@/components/ui/field';
import {
  type BillFieldErrors,
  type BillFields,
  fieldsFromFacts,
} from '../lib/bill-figures';
import type { BillFacts } from '../lib/bill-text';
import '../upload.css';

interface BillConfirmFormProps {
  readonly facts: BillFacts;
  readonly note: string;
  readonly errors: BillFieldErrors;
  /** Returns false when a field needs correcting. */
  readonly onConfirm: (fields: BillFields) => boolean;
}

const dateText = (iso: string) => formatCalendarDay(iso, 'short');

const FIELDS: ReadonlyArray<{
  name: keyof BillFields;
  label: string;
  hint?: string;
  inputMode: 'decimal' | 'numeric';
  required: boolean;
}> = [
  {
    name: 'amount',
    label: 'Bill amount ($)',
    inputMode: 'decimal',
    required: true,
  },
  {
    name: 'days',
    label: 'Days in the billing period',
    inputMode: 'numeric',
    required: true,
  },
  {
    name: 'kwh',
    label: 'Electricity used (kWh, optional)',
    hint: "Leave it empty if your bill doesn't show it; we'll compare on the amount instead.",
    inputMode: 'decimal',
    required: false,
  },
];

/**
 * The confirm step for a bill: what was read (or nothing, for a photo or a
 * scan) for the visitor to check and correct. Enter confirms; not a <form>,
 * so it can sit inside the compare page's form.
 */
export function BillConfirmForm({
  facts,
  note,
  errors,
  onConfirm,
}: BillConfirmFormProps) {
  const id = useId();
  const [fields, setFields] = useState(() => fieldsFromFacts(facts));
  const confirm = () => onConfirm(fields);
  const enter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    confirm();
  };
  return (
    <fieldset className="upload-step" aria-describedby={`${id}-note`}>
      <legend>Check the figures from your bill</legend>
      <p id={`${id}-note`}>{note}</p>
      {facts.period && (
        <p className="field-hint">
          Billing period read: {dateText(facts.period.from)} to{' '}
          {dateText(facts.period.to)}.
        </p>
      )}
      <div className="form-grid upload-fields">
        {FIELDS.map((field) => (
          <Field
            key={field.name}
            label={field.label}
            required={field.required}
            error={errors[field.name]}
            {...(field.hint && { hint: field.hint })}
          >
            {(props) => (
              <input
                {...props}
                type="text"
                inputMode={field.inputMode}
                autoComplete="off"
                value={fields[field.name]}
                onKeyDown={enter}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setFields((current) => ({ ...current, [field.name]: value }));
                }}
              />
            )}
          </Field>
        ))}
      </div>
      <button type="button" className="button button-primary" onClick={confirm}>
        Use these figures
      </button>
    </fieldset>
  );
}

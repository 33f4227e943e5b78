import type { InputHTMLAttributes } from 'react';
import { Field } from './field';

/** What every form field here shares: a label, a value and its error. */
interface BoundField {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string;
  readonly required?: boolean;
  readonly hint?: string;
}

type InputExtras = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'onChange' | 'required'
>;

/** A labelled text input whose error and hint are announced with it. */
export function TextField({
  name,
  label,
  value,
  onChange,
  error,
  required = false,
  hint,
  type = 'text',
  ...extra
}: BoundField & InputExtras) {
  return (
    <Field label={label} error={error} required={required} hint={hint}>
      {(props) => (
        <input
          {...props}
          {...extra}
          name={name}
          type={type}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

/** A labelled select; `placeholder` adds an empty first choice. */
export function SelectField({
  name,
  label,
  value,
  onChange,
  error,
  options,
  placeholder,
}: BoundField & {
  readonly options: readonly { value: string; label: string }[];
  readonly placeholder?: string;
}) {
  return (
    <Field label={label} error={error}>
      {(props) => (
        <select
          {...props}
          required={false}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A labelled multi-line text box. */
export function TextAreaField({
  name,
  label,
  value,
  onChange,
  error,
  required = false,
  rows = 3,
  maxLength,
}: BoundField & { readonly rows?: number; readonly maxLength?: number }) {
  return (
    <Field label={label} error={error} required={required}>
      {(props) => (
        <textarea
          {...props}
          required={required}
          name={name}
          rows={rows}
          maxLength={maxLength}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

import { type ReactNode, useId } from 'react';

interface FieldProps {
  readonly label: string;
  readonly error?: string;
  readonly required?: boolean;
  readonly hint?: string;
  readonly children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
    required: boolean;
  }) => ReactNode;
}

/** A labelled control whose error and hint are announced with it. */
export function Field({
  label,
  error,
  required = false,
  hint,
  children,
}: FieldProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': described || undefined,
        required,
      })}
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

interface Option {
  readonly value: string;
  readonly label: string;
}

/** Turns a `{ value: label }` record into select options. */
export const optionsOf = (record: Record<string, string>): Option[] =>
  Object.entries(record).map(([value, label]) => ({ value, label }));

import { useId } from 'react';

interface NumberFieldProps {
  readonly label: string;
  readonly value: string;
  readonly step: number;
  readonly onChange: (value: string) => void;
}

/** A decimal entry; empty counts as 0 in the calculator. */
export function NumberField({
  label,
  value,
  step,
  onChange,
}: NumberFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        step={step}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

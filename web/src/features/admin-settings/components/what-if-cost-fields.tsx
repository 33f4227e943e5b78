import { Field } from '@/components/ui/field';
import { numberOf, numberText } from './number-text';

/** Each field's first problem, keyed by its path under `whatIfCosts`. */
export type CostErrors = ReadonlyMap<string, string>;

/** A labelled input of one value, its error announced with it. */
interface InputProps<T> {
  readonly label: string;
  readonly hint?: string;
  readonly value: T;
  readonly error: string | undefined;
  readonly change: (value: T) => void;
}

export function NumberInput({
  label,
  hint,
  value,
  error,
  change,
}: InputProps<number>) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(props) => (
        <input
          {...props}
          type="number"
          step="any"
          value={numberText(value)}
          onChange={(e) => change(numberOf(e.target.value))}
        />
      )}
    </Field>
  );
}

export function TextInput({
  label,
  hint,
  value,
  error,
  change,
}: InputProps<string>) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(props) => (
        <input
          {...props}
          value={value}
          onChange={(e) => change(e.target.value)}
        />
      )}
    </Field>
  );
}

interface SourcedRange {
  readonly low: number;
  readonly high: number;
  readonly source: string;
}

/** A low-high range with where its figures were read. */
export function RangeFields({
  title,
  unit,
  range,
  path,
  errors,
  change,
}: {
  readonly title: string;
  readonly unit: string;
  readonly range: SourcedRange;
  readonly path: string;
  readonly errors: CostErrors;
  readonly change: (range: SourcedRange) => void;
}) {
  return (
    <fieldset>
      <legend>{title}</legend>
      <NumberInput
        label={`Low, ${unit}`}
        value={range.low}
        error={errors.get(`${path}.low`)}
        change={(low) => change({ ...range, low })}
      />
      <NumberInput
        label={`High, ${unit}`}
        value={range.high}
        error={errors.get(`${path}.high`)}
        change={(high) => change({ ...range, high })}
      />
      <TextInput
        label="Source"
        hint="Who published the figures, when, and where they were read."
        value={range.source}
        error={errors.get(`${path}.source`)}
        change={(source) => change({ ...range, source })}
      />
    </fieldset>
  );
}

type Row = Readonly<Record<string, string | number>>;

/** One column of a dated or sized list: a day or a number. */
export interface Column<R extends Row> {
  readonly key: keyof R & string;
  readonly label: string;
  readonly kind: 'day' | 'number';
}

export const DAY_HINT = 'A day like 2026-12-31.';

/**
 * A list of steps (a rebate factor per period, a share per size band),
 * each row removable, with the list's own problem shown above it.
 */
export function RowList<R extends Row>({
  title,
  noun,
  rows,
  columns,
  blank,
  path,
  errors,
  change,
}: {
  readonly title: string;
  /** Names one row: "Certificate step 2". */
  readonly noun: string;
  readonly rows: readonly R[];
  readonly columns: readonly Column<R>[];
  readonly blank: () => R;
  readonly path: string;
  readonly errors: CostErrors;
  readonly change: (rows: R[]) => void;
}) {
  const listError = errors.get(path);
  const set = (index: number, next: R) =>
    change(rows.map((r, i) => (i === index ? next : r)));
  return (
    <fieldset>
      <legend>{title}</legend>
      {listError && (
        <p className="field-error" role="alert">
          {listError}
        </p>
      )}
      {rows.map((row, index) => (
        // Rows have no id of their own; their place is what the server names.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <fieldset key={index}>
          <legend>{`${noun} ${index + 1}`}</legend>
          {columns.map((column) => {
            const error = errors.get(`${path}.${index}.${column.key}`);
            const value = row[column.key];
            return column.kind === 'day' ? (
              <TextInput
                key={column.key}
                label={column.label}
                hint={DAY_HINT}
                value={String(value ?? '')}
                error={error}
                change={(text) => set(index, { ...row, [column.key]: text })}
              />
            ) : (
              <NumberInput
                key={column.key}
                label={column.label}
                value={Number(value)}
                error={error}
                change={(n) => set(index, { ...row, [column.key]: n })}
              />
            );
          })}
          <button
            type="button"
            className="button"
            onClick={() => change(rows.filter((_, i) => i !== index))}
          >
            {`Remove ${noun.toLowerCase()} ${index + 1}`}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className="button"
        onClick={() => change([...rows, blank()])}
      >
        {`Add a ${noun.toLowerCase()}`}
      </button>
    </fieldset>
  );
}

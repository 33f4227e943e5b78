import { useState } from 'react';
import { ApiRequestError } from './api-client';
import { reasonOf } from './api-reason';

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

const newKey = () => crypto.randomUUID();

/**
 * What every lead form keeps: its fields, one error per field (cleared when
 * the field changes), whether it is sending, and one idempotency key per
 * filled-in form, so a double click or a retry makes one request.
 * `reset` empties the form and takes a new key for the next one.
 */
export function useFormState<T extends object>(initial: T | (() => T)) {
  const [fields, setFields] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [submitting, setSubmitting] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);

  const set = <K extends keyof T>(name: K, value: T[K]) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const reset = (next: T) => {
    setFields(next);
    setErrors({});
    setIdempotencyKey(newKey());
  };

  return {
    fields,
    errors,
    setErrors,
    submitting,
    setSubmitting,
    idempotencyKey,
    set,
    reset,
  };
}

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The first message a schema check gave each top-level field. */
export function errorsByField<T>(
  issues: readonly Issue[],
  message: (issue: Issue) => string = (issue) => issue.message,
): FieldErrors<T> {
  const found: FieldErrors<T> = {};
  for (const issue of issues)
    found[issue.path[0] as keyof T] ??= message(issue);
  return found;
}

/** The API's refusal of one of the form's own fields, as that field's error. */
export function apiFieldError<T extends object>(
  error: unknown,
  fields: T,
): FieldErrors<T> | undefined {
  const field =
    error instanceof ApiRequestError ? error.error?.field : undefined;
  if (!field || !(field in fields)) return undefined;
  return {
    [field]: reasonOf(error as ApiRequestError),
  } as FieldErrors<T>;
}

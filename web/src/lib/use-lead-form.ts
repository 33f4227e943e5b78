import { useState } from 'react';
import { ApiRequestError } from './api-client';
import type { lazySchema } from './lazy-schema';
import {
  apiFieldError,
  errorsByField,
  type FieldErrors,
  useFormState,
} from './use-form-state';
import { useSingleSubmit } from './use-single-submit';

type Notify = (message: {
  readonly title: string;
  readonly description?: string;
  readonly variant?: 'default' | 'destructive';
}) => void;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** What the form says when the API's rate limit refused it (429). */
export const RATE_LIMITED_TEXT =
  'You have sent this form several times in a short while. Please wait a minute and try again.';

export interface LeadFormOptions<T extends object, Request, Result> {
  readonly initial: T | (() => T);
  /** The API's own schema, loaded on first use. */
  readonly schema: ReturnType<typeof lazySchema>;
  /** What is checked and sent; the fields themselves when left out. */
  readonly toRequest?: (fields: T) => Request;
  /** The errors a refused check shows: the first of each field by default. */
  readonly refused?: (issues: readonly Issue[]) => {
    readonly errors: FieldErrors<T>;
    readonly formError?: string;
  };
  readonly send: (request: Request, idempotencyKey: string) => Promise<Result>;
  /** After the API took it: thank, reset, move on. */
  readonly onSent: (
    result: Result,
    form: { readonly fields: T; readonly reset: () => void },
  ) => void;
  /** What is said when sending failed. */
  readonly failureText: string;
  /** Where it is said: a toast (default) or the form's own error. */
  readonly failureOn?: 'toast' | 'form';
  /** Send what the schema made of the request (trimmed, defaulted). */
  readonly sendParsed?: boolean;
  readonly notify: Notify;
}

/**
 * One lead form: fields and their errors, the API's schema checked first,
 * one request per filled-in form (idempotency key), the API's 4xx shown on
 * the field it names, and a rate limit said as such.
 */
export function useLeadForm<T extends object, Request = T, Result = unknown>(
  options: LeadFormOptions<T, Request, Result>,
) {
  const form = useFormState<T>(options.initial);
  const { fields, setErrors, setSubmitting } = form;
  const [formError, setFormError] = useState('');

  const submit = useSingleSubmit(async () => {
    const request = (options.toRequest?.(fields) ?? fields) as Request;
    const checked = await options.schema.safeParse(request);
    if (checked && !checked.success) {
      const refused = options.refused?.(checked.error.issues) ?? {
        errors: errorsByField<T>(checked.error.issues),
      };
      setErrors(refused.errors);
      setFormError(refused.formError ?? '');
      return;
    }
    setFormError('');
    setSubmitting(true);
    try {
      // Without the schema chunk, the API runs the same check on `request`.
      const body =
        options.sendParsed && checked ? (checked.data as Request) : request;
      const result = await options.send(body, form.idempotencyKey);
      options.onSent(result, {
        fields,
        reset: () => form.reset(initialOf(options)),
      });
    } catch (error) {
      const rateLimited =
        error instanceof ApiRequestError && error.status === 429;
      const onField = apiFieldError(error, fields);
      if (onField) setErrors(onField);
      const text = rateLimited ? RATE_LIMITED_TEXT : options.failureText;
      if (options.failureOn === 'form') setFormError(text);
      else
        options.notify({
          title: 'Error',
          description: text,
          variant: 'destructive',
        });
    } finally {
      setSubmitting(false);
    }
  });

  // A change answers the form's error as it answers the field's.
  const set = <K extends keyof T>(name: K, value: T[K]) => {
    form.set(name, value);
    setFormError('');
  };

  /** A text or select field's props: its value, its changes, its error. */
  const bind = <K extends keyof T & string>(name: K) => ({
    name,
    value: fields[name],
    onChange: (value: T[K]) => set(name, value),
    error: form.errors[name],
  });

  return {
    fields,
    errors: form.errors,
    formError,
    submitting: form.submitting,
    set,
    bind,
    submit,
    preload: options.schema.preload,
  };
}

const initialOf = <T>(options: { initial: T | (() => T) }): T =>
  typeof options.initial === 'function'
    ? (options.initial as () => T)()
    : options.initial;

export type LeadForm = Pick<
  ReturnType<typeof useLeadForm>,
  'submit' | 'preload' | 'submitting' | 'formError'
>;

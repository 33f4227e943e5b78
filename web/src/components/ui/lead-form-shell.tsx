import type { ReactNode } from 'react';
import type { LeadForm } from '@/lib/use-lead-form';

interface LeadFormShellProps {
  readonly form: LeadForm;
  readonly submitLabel: string;
  /** The button's words while the form is on its way. */
  readonly sendingLabel: string;
  /** The form's accessible name, where the page has several. */
  readonly label?: string;
  readonly children: ReactNode;
}

/**
 * The frame of every lead form: no browser validation (the API's schema
 * speaks), the schema fetched on first focus, the form's own error above
 * its fields, and one submit button that is disabled while sending.
 */
export function LeadFormShell(props: LeadFormShellProps) {
  const { form } = props;
  return (
    <form
      onSubmit={form.submit}
      onFocus={form.preload}
      noValidate
      className="form-grid"
      aria-label={props.label}
    >
      {form.formError && (
        <p className="form-error" role="alert">
          {form.formError}
        </p>
      )}
      {props.children}
      <button
        type="submit"
        className="button button-primary"
        disabled={form.submitting}
      >
        {form.submitting ? props.sendingLabel : props.submitLabel}
      </button>
    </form>
  );
}

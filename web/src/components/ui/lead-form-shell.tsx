import type { ReactNode } from 'react';
import type { LeadForm } from '@/lib/use-lead-form';

interface LeadFormShellProps {
  readonly form: LeadForm;
  readonly submitLabel: string;
  /** The button's words while the form is on its way. */
  readonly sendingLabel: string;
  /** The form's accessible name, where the page has several. */
  readonly label?: string;
  readonly className?: string;
  /** Held back until the form can be sent (a consent box, say). */
  readonly submitDisabled?: boolean;
  /** Buttons before the submit button (Back). */
  readonly actions?: ReactNode;
  readonly children: ReactNode;
}

/**
 * The frame of every lead form: no browser validation (the API's schema
 * speaks), the schema fetched on first focus, the form's own error above
 * its fields, and one submit button that is disabled while sending.
 */
export function LeadFormShell(props: LeadFormShellProps) {
  const { form } = props;
  const submit = (
    <button
      type="submit"
      className="button button-primary"
      disabled={props.submitDisabled || form.submitting}
    >
      {form.submitting ? props.sendingLabel : props.submitLabel}
    </button>
  );
  return (
    <form
      onSubmit={form.submit}
      onFocus={form.preload}
      noValidate
      className={props.className ?? 'form-grid'}
      aria-label={props.label}
    >
      {form.formError && (
        <p className="form-error" role="alert">
          {form.formError}
        </p>
      )}
      {props.children}
      {props.actions ? (
        <div className="actions">
          {props.actions}
          {submit}
        </div>
      ) : (
        submit
      )}
    </form>
  );
}

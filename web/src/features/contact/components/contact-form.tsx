import { contactCategories } from '#shared/contracts/contact';
import { Field, optionsOf } from '@/components/ui/field';
import { type ContactFields, useContactForm } from '../hooks/use-contact-form';

const textFields: ReadonlyArray<
  readonly [keyof ContactFields, string, string, object]
> = [
  ['name', 'Full name', 'text', { autoComplete: 'name', maxLength: 100 }],
  ['email', 'E-mail', 'email', { autoComplete: 'email', maxLength: 254 }],
  ['phone', 'Phone (optional)', 'tel', { autoComplete: 'tel', maxLength: 20 }],
  ['subject', 'Subject (optional)', 'text', { maxLength: 150 }],
];

const required = new Set(['name', 'email', 'message']);

/** Name, e-mail, phone, subject, category and message (spec §2). */
export function ContactForm() {
  const { fields, errors, formError, submitting, set, submit } =
    useContactForm();
  return (
    <form
      onSubmit={submit}
      noValidate
      className="form-grid"
      aria-label="Contact us"
    >
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      {textFields.map(([name, label, type, extra]) => (
        <Field
          key={name}
          label={label}
          error={errors[name]}
          required={required.has(name)}
        >
          {(props) => (
            <input
              {...props}
              {...extra}
              name={name}
              type={type}
              value={fields[name]}
              onChange={(e) => set(name, e.target.value)}
            />
          )}
        </Field>
      ))}
      <Field label="Category" error={errors.category}>
        {(props) => (
          <select
            {...props}
            name="category"
            value={fields.category}
            onChange={(e) => set('category', e.target.value)}
          >
            {optionsOf(contactCategories).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Message" error={errors.message} required>
        {(props) => (
          <textarea
            {...props}
            name="message"
            rows={6}
            maxLength={5000}
            value={fields.message}
            onChange={(e) => set('message', e.target.value)}
          />
        )}
      </Field>
      <button
        type="submit"
        className="button button-primary"
        disabled={submitting}
      >
        {submitting ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}

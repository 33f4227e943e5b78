import { contactCategories } from '#shared/contracts/contact-categories';
import { optionsOf } from '@/components/ui/field';
import {
  SelectField,
  TextAreaField,
  TextField,
} from '@/components/ui/form-fields';
import { LeadFormShell } from '@/components/ui/lead-form-shell';
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

/** Name, e-mail, phone, subject, category and message. */
export function ContactForm() {
  const form = useContactForm();
  const { fields, errors, set } = form;
  return (
    <LeadFormShell
      form={form}
      label="Contact us"
      submitLabel="Send Message"
      sendingLabel="Sending..."
    >
      {textFields.map(([name, label, type, extra]) => (
        <TextField
          key={name}
          {...form.bind(name)}
          label={label}
          type={type}
          required={required.has(name)}
          {...extra}
        />
      ))}
      <SelectField
        name="category"
        label="Category"
        value={fields.category}
        onChange={(value) =>
          set('category', value as ContactFields['category'])
        }
        error={errors.category}
        options={optionsOf(contactCategories)}
      />
      <TextAreaField
        {...form.bind('message')}
        label="Message"
        required
        rows={6}
        maxLength={5000}
      />
    </LeadFormShell>
  );
}

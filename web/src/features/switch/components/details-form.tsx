import { TextAreaField, TextField } from '@/components/ui/form-fields';
import { LeadFormShell } from '@/components/ui/lead-form-shell';
import type { SwitchForm, SwitchTextField } from '../hooks/use-switch-form';
import '../switch.css';

interface DetailsFormProps {
  /** Held by the page, so going back to step 1 keeps what was typed. */
  readonly form: SwitchForm;
  readonly onBack: () => void;
}

const inputs: [SwitchTextField, string, object, string?][] = [
  ['firstName', 'First name', { autoComplete: 'given-name' }],
  ['lastName', 'Last name', { autoComplete: 'family-name' }],
  ['email', 'E-mail', { type: 'email', autoComplete: 'email' }],
  [
    'phone',
    'Phone',
    { type: 'tel', autoComplete: 'tel', placeholder: '04XX XXX XXX' },
  ],
  ['address', 'Supply address', { autoComplete: 'street-address' }],
  ['currentProvider', 'Current provider', {}],
  [
    'nmi',
    'NMI (electricity)',
    { maxLength: 13 },
    'Found on your electricity bill; it starts with 6 digits.',
  ],
  [
    'mirn',
    'MIRN (gas)',
    { inputMode: 'numeric', maxLength: 13 },
    'Your 10 digit gas meter number, on your gas bill.',
  ],
];

const required: SwitchTextField[] = ['firstName', 'lastName', 'email', 'phone'];

/** Step 2: the customer's details and consent. */
export function DetailsForm({ form, onBack }: DetailsFormProps) {
  return (
    <LeadFormShell
      form={form}
      className="card form-grid switch-form"
      label="Your details"
      submitLabel="Submit Switch Request"
      sendingLabel="Processing..."
      submitDisabled={!form.fields.consentSwitch}
      actions={
        <button type="button" className="button" onClick={onBack}>
          Back to Plan
        </button>
      }
    >
      {inputs.map(([name, label, extra, hint]) => (
        <TextField
          key={name}
          {...form.bind(name)}
          label={label}
          required={required.includes(name)}
          hint={hint}
          {...extra}
        />
      ))}
      <TextAreaField
        {...form.bind('specialRequests')}
        label="Special requests (optional)"
        maxLength={2000}
      />
      <label className="checkbox">
        <input
          type="checkbox"
          checked={form.fields.consentMarketing}
          onChange={(e) => form.set('consentMarketing', e.target.checked)}
        />
        Send me energy tips and offers (optional)
      </label>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={form.fields.consentSwitch}
          onChange={(e) => form.set('consentSwitch', e.target.checked)}
          required
        />
        I agree to switch to this plan and for my details to be passed to the
        retailer to arrange it *
      </label>
    </LeadFormShell>
  );
}

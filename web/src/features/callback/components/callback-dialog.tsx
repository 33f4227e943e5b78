import * as Dialog from '@radix-ui/react-dialog';
import {
  hasGasOptions,
  hasSolarOptions,
  preferredTimes,
} from '#shared/contracts/callbacks';
import { retailerOptions } from '#shared/contracts/retailers';
import { Field, optionsOf } from '@/components/ui/field';
import {
  type CallbackFields,
  useCallbackForm,
} from '../hooks/use-callback-form';

interface CallbackDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

const retailers = [
  ...retailerOptions.map((r) => ({ value: r, label: r })),
  { value: 'other', label: 'Other' },
  { value: 'not-sure', label: 'Not sure' },
];

/** The call-back popup of spec §2: stored, then staff are e-mailed. */
export function CallbackDialog({ open, onOpenChange }: CallbackDialogProps) {
  const { fields, errors, submitting, set, submit } = useCallbackForm(() =>
    onOpenChange(false),
  );
  const text = (
    name: keyof CallbackFields,
    label: string,
    type: string,
    extra: object = {},
  ) => (
    <Field
      label={label}
      error={errors[name]}
      required={['name', 'phone', 'email'].includes(name)}
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
  );
  const select = (
    name: keyof CallbackFields,
    label: string,
    options: { value: string; label: string }[],
    placeholder?: string,
  ) => (
    <Field label={label} error={errors[name]}>
      {(props) => (
        <select
          {...props}
          required={false}
          name={name}
          value={fields[name]}
          onChange={(e) => set(name, e.target.value)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content">
          <Dialog.Title>Request a call back</Dialog.Title>
          <Dialog.Description>
            An energy expert will call you within 2 hours during business hours
            (9am-6pm AEST).
          </Dialog.Description>
          <form onSubmit={submit} noValidate className="form-grid">
            {text('name', 'Full name', 'text', {
              autoComplete: 'name',
              maxLength: 100,
            })}
            {text('phone', 'Phone', 'tel', {
              autoComplete: 'tel',
              placeholder: '04XX XXX XXX',
            })}
            {text('email', 'E-mail', 'email', { autoComplete: 'email' })}
            {text('postcode', 'Postcode', 'text', {
              inputMode: 'numeric',
              maxLength: 4,
              autoComplete: 'postal-code',
            })}
            {select(
              'preferredTime',
              'Preferred time',
              optionsOf(preferredTimes),
            )}
            {select(
              'currentRetailer',
              'Current retailer',
              retailers,
              'Select your retailer',
            )}
            {fields.currentRetailer === 'other' &&
              text('customRetailer', 'Retailer name', 'text', {
                maxLength: 100,
              })}
            {select(
              'hasGas',
              'Do you have gas?',
              optionsOf(hasGasOptions),
              'Select',
            )}
            {select(
              'hasSolar',
              'Do you have solar?',
              optionsOf(hasSolarOptions),
              'Select',
            )}
            <Field label="Message (optional)" error={errors.message}>
              {(props) => (
                <textarea
                  {...props}
                  required={false}
                  name="message"
                  rows={3}
                  maxLength={2000}
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
              {submitting ? 'Processing...' : 'Request Call Back'}
            </button>
          </form>
          <Dialog.Close className="dialog-close" aria-label="Close">
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

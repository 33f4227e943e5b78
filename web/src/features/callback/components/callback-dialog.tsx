import * as Dialog from '@radix-ui/react-dialog';
import {
  hasGasOptions,
  hasSolarOptions,
  preferredTimes,
} from '#shared/contracts/callback-options';
import { retailerOptions } from '#shared/contracts/retailers';
import { callbackWaitText } from '#shared/domain/site-settings';
import { optionsOf } from '@/components/ui/field';
import {
  SelectField,
  TextAreaField,
  TextField,
} from '@/components/ui/form-fields';
import { LeadFormShell } from '@/components/ui/lead-form-shell';
import { useSiteSettings } from '@/features/site-settings/use-site-settings';
import { useCallbackForm } from '../hooks/use-callback-form';

export interface CallbackDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

const retailers = [
  ...retailerOptions.map((r) => ({ value: r, label: r })),
  { value: 'other', label: 'Other' },
  { value: 'not-sure', label: 'Not sure' },
];

/** The call-back popup: stored, then staff are e-mailed. */
export function CallbackDialog({ open, onOpenChange }: CallbackDialogProps) {
  const form = useCallbackForm(() => onOpenChange(false));
  const { fields, bind } = form;
  const { maxCallbackWaitTime } = useSiteSettings();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content">
          <Dialog.Title>Request a call back</Dialog.Title>
          <Dialog.Description>
            An energy expert will call you within{' '}
            {callbackWaitText(maxCallbackWaitTime)} during business hours
            (9am-6pm AEST).
          </Dialog.Description>
          <LeadFormShell
            form={form}
            submitLabel="Request Call Back"
            sendingLabel="Processing..."
          >
            <TextField
              {...bind('name')}
              label="Full name"
              required
              autoComplete="name"
              maxLength={100}
            />
            <TextField
              {...bind('phone')}
              label="Phone"
              type="tel"
              required
              autoComplete="tel"
              placeholder="04XX XXX XXX"
            />
            <TextField
              {...bind('email')}
              label="E-mail"
              type="email"
              required
              autoComplete="email"
            />
            <TextField
              {...bind('postcode')}
              label="Postcode"
              inputMode="numeric"
              maxLength={4}
              autoComplete="postal-code"
            />
            <SelectField
              {...bind('preferredTime')}
              label="Preferred time"
              options={optionsOf(preferredTimes)}
            />
            <SelectField
              {...bind('currentRetailer')}
              label="Current retailer"
              options={retailers}
              placeholder="Select your retailer"
            />
            {fields.currentRetailer === 'other' && (
              <TextField
                {...bind('customRetailer')}
                label="Retailer name"
                maxLength={100}
              />
            )}
            <SelectField
              {...bind('hasGas')}
              label="Do you have gas?"
              options={optionsOf(hasGasOptions)}
              placeholder="Select"
            />
            <SelectField
              {...bind('hasSolar')}
              label="Do you have solar?"
              options={optionsOf(hasSolarOptions)}
              placeholder="Select"
            />
            <TextAreaField
              {...bind('message')}
              label="Message (optional)"
              rows={3}
              maxLength={2000}
            />
          </LeadFormShell>
          <Dialog.Close className="dialog-close" aria-label="Close">
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

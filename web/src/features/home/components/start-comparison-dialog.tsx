import * as Dialog from '@radix-ui/react-dialog';
import { lazy, Suspense, useState } from 'react';
import { retailerOptions } from '#shared/contracts/retailers';
import { SelectField, TextField } from '@/components/ui/form-fields';
import { LeadFormShell } from '@/components/ui/lead-form-shell';
import { isListedRetailer } from '@/features/current-plan/listed-retailer';
import type { PickedPlan } from '@/features/current-plan/plan-combobox';
import type { StartFields } from '../compare-search';
import { useStartForm } from '../hooks/use-start-form';

interface StartComparisonDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly postcode: string;
}

/** The comparison start popup: a few details, then /compare. */
export function StartComparisonDialog(props: StartComparisonDialogProps) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content">
          <Dialog.Title>Start your comparison</Dialog.Title>
          <Dialog.Description>
            Tell us a little about you and we'll tailor your comparison.
          </Dialog.Description>
          <StartForm postcode={props.postcode} />
          <Dialog.Close className="dialog-close" aria-label="Close">
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const textInputs: ReadonlyArray<
  readonly ['name' | 'phone' | 'postcode', string, string, object]
> = [
  ['name', 'Full name', 'text', { autoComplete: 'name', maxLength: 100 }],
  [
    'phone',
    'Phone',
    'tel',
    { autoComplete: 'tel', placeholder: '04XX XXX XXX' },
  ],
  [
    'postcode',
    'Postcode',
    'text',
    { inputMode: 'numeric', maxLength: 4, autoComplete: 'postal-code' },
  ],
];

const PlanCombobox = lazy(() =>
  import('@/features/current-plan/plan-combobox').then((m) => ({
    default: m.PlanCombobox,
  })),
);

const providers = [...retailerOptions, 'Other', 'Not sure'].map((r) => ({
  value: r,
  label: r,
}));

const marketFields: ReadonlyArray<keyof StartFields> = [
  'postcode',
  'customerType',
];

function StartForm({ postcode }: { postcode: string }) {
  const [currentPlan, setCurrentPlan] = useState<PickedPlan | null>(null);
  const form = useStartForm(postcode, currentPlan?.id ?? null);
  const { fields, errors } = form;
  const set: typeof form.set = (name, value) => {
    // A current plan belongs to one market: a new one forgets it.
    if (marketFields.includes(name) && value !== fields[name])
      setCurrentPlan(null);
    form.set(name, value);
  };
  const check = (name: 'hasSolar' | 'hasGas', label: string) => (
    <label className="check">
      <input
        type="checkbox"
        checked={fields[name]}
        onChange={(e) => set(name, e.target.checked)}
      />
      {label}
    </label>
  );
  return (
    <LeadFormShell
      form={form}
      submitLabel="Compare Plans"
      sendingLabel="Processing..."
    >
      {textInputs.map(([name, label, type, extra]) => (
        <TextField
          key={name}
          name={name}
          label={label}
          type={type}
          value={fields[name]}
          onChange={(value) => set(name, value)}
          error={errors[name]}
          required
          {...extra}
        />
      ))}
      <SelectField
        name="currentProvider"
        label="Current provider"
        value={fields.currentProvider}
        onChange={(value) => {
          set('currentProvider', value);
          setCurrentPlan(null);
        }}
        error={errors.currentProvider}
        options={providers}
        placeholder="Select your provider"
      />
      {isListedRetailer(fields.currentProvider) &&
        /^\d{4}$/.test(fields.postcode.trim()) && (
          <Suspense fallback={null}>
            <PlanCombobox
              market={{
                postcode: fields.postcode.trim(),
                energyType: 'Electricity',
                customerType: fields.customerType,
              }}
              retailer={fields.currentProvider}
              value={currentPlan}
              onChange={setCurrentPlan}
            />
          </Suspense>
        )}
      {check('hasSolar', 'I have solar panels')}
      {check('hasGas', 'I have gas')}
      <fieldset className="choice">
        <legend>Customer type</legend>
        {(['Residential', 'Business'] as StartFields['customerType'][]).map(
          (type) => (
            <label key={type} className="check">
              <input
                type="radio"
                name="customerType"
                value={type}
                checked={fields.customerType === type}
                onChange={() => set('customerType', type)}
              />
              {type}
            </label>
          ),
        )}
      </fieldset>
    </LeadFormShell>
  );
}

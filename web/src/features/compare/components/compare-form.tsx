import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import {
  POSTCODE_MIN_COMPARE_LENGTH,
  stateForPostcode,
} from '#shared/domain/postcode';
import { Tabs } from '@/components/ui/tabs';
import { CurrentPlanField } from '@/features/current-plan/plan-field';
import type { HouseholdField } from '@/features/household/household-form';
import { householdFromBill } from '@/features/household/household-from-bill';
import type { ReadBill } from '@/features/upload/usage-upload';
import {
  type CompareState,
  type CustomerType,
  type EnergyTab,
  pricesHousehold,
} from '../hooks/compare-state';
import '../compare.css';

// The step and its checks load when the visitor opens its tab.
const loadHouseholdStep = () => import('@/features/household/household-step');
const HouseholdStep = lazy(() =>
  loadHouseholdStep().then((m) => ({ default: m.HouseholdStep })),
);

const UsageUpload = lazy(() =>
  import('@/features/upload/usage-upload').then((m) => ({
    default: m.UsageUpload,
  })),
);

interface CompareFormProps {
  readonly state: CompareState;
  /** The link's postcode when it was not 4 digits (so it was left out). */
  readonly rejectedPostcode?: string | null;
  readonly update: (change: Partial<CompareState>) => void;
  readonly onCompare: () => void;
  /** The compare API's refusal of the bill step, beside its field. */
  readonly householdRefused?: {
    readonly field: HouseholdField;
    readonly message: string;
  };
}

const energyTabs: EnergyTab[] = ['Electricity', 'Gas', 'Solar'];

/** Why Compare Plans waits on the postcode, when it does. */
function postcodeNote(postcode: string, rejected: string | null) {
  if (postcode.length >= POSTCODE_MIN_COMPARE_LENGTH) return null;
  if (postcode === '' && rejected)
    return `"${rejected}" is not a 4-digit postcode. Enter yours to compare.`;
  if (postcode !== '')
    return 'Australian postcodes have 4 digits. Enter all 4 to compare.';
  return null;
}

/** Postcode, energy type, customer type and usage. */
export function CompareForm({
  state,
  update,
  onCompare,
  rejectedPostcode = null,
  householdRefused,
}: CompareFormProps) {
  const id = useId();
  // Presses of Compare Plans that found a problem in the bill step.
  const [householdAttempts, setHouseholdAttempts] = useState(0);
  const canCompare = state.postcode.length >= POSTCODE_MIN_COMPARE_LENGTH;
  const postcodeHint = postcodeNote(state.postcode, rejectedPostcode);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canCompare) return;
    if (pricesHousehold(state)) {
      const { householdErrors } = await loadHouseholdStep();
      const errors = householdErrors(state.household, new Date());
      if (Object.keys(errors).length > 0) {
        setHouseholdAttempts((n) => n + 1);
        return;
      }
    }
    onCompare();
  };
  const customer = (type: CustomerType) => (
    <label className="checkbox">
      <input
        type="checkbox"
        checked={state.customerType === type}
        onChange={() => update({ customerType: type })}
      />
      {type}
    </label>
  );
  // A bill's figures fill the bill step, where the visitor confirms them.
  const fillFromBill = ({ reading, names }: ReadBill) => {
    const filled = householdFromBill(reading, state.household);
    update({
      household: filled.form,
      usageMode: 'household',
      billRead: { missing: filled.missing, ...(names && { names }) },
      ...(names && !state.currentPlan && { currentRetailer: names.retailer }),
    });
  };
  const unit = state.energyType === 'Gas' ? 'MJ' : 'kWh';
  return (
    <form
      className="card compare-form"
      onSubmit={(event) => void submit(event)}
      aria-label="What to compare"
    >
      <div className="field">
        <label htmlFor={`${id}-postcode`}>Postcode</label>
        <div className="postcode-row">
          <input
            id={`${id}-postcode`}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            aria-describedby={postcodeHint ? `${id}-postcode-hint` : undefined}
            value={state.postcode}
            onChange={(e) =>
              update({
                postcode: e.target.value.replace(/\D/g, '').slice(0, 4),
                network: '',
              })
            }
          />
          {state.postcode.length >= POSTCODE_MIN_COMPARE_LENGTH && (
            <span className="badge badge-state">
              <span className="visually-hidden">State: </span>
              {stateForPostcode(state.postcode)}
            </span>
          )}
        </div>
        {postcodeHint && (
          <p className="field-hint" id={`${id}-postcode-hint`}>
            {postcodeHint}
          </p>
        )}
      </div>
      <fieldset className="segmented">
        <legend>Energy type</legend>
        {energyTabs.map((tab) => (
          <label key={tab} className="segment">
            <input
              type="radio"
              name={`${id}-energy`}
              value={tab}
              checked={state.energyType === tab}
              onChange={() => update({ energyType: tab })}
            />
            <span>{tab}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="customer-type">
        <legend>Customer type</legend>
        {customer('Residential')}
        {customer('Business')}
      </fieldset>
      <CurrentPlanField
        market={{
          postcode: state.postcode,
          energyType: state.energyType === 'Gas' ? 'Gas' : 'Electricity',
          customerType: state.customerType,
        }}
        retailer={state.currentRetailer}
        onRetailer={(currentRetailer) => update({ currentRetailer })}
        plan={state.currentPlan}
        onPlan={(currentPlan) => update({ currentPlan })}
        billNames={state.uploaded?.billNames ?? state.billRead?.names}
      />
      <Tabs
        label="How to give your usage"
        // Gas has no bill step: its typed use stands in.
        value={
          state.usageMode === 'household' && !pricesHousehold(state)
            ? 'usage'
            : state.usageMode
        }
        onChange={(usageMode) => update({ usageMode })}
        items={[
          {
            value: 'usage',
            label: 'Enter usage',
            panelClassName: 'field',
            panel: (
              <>
                <label htmlFor={`${id}-usage`}>Monthly usage ({unit})</label>
                <input
                  id={`${id}-usage`}
                  type="number"
                  min={0}
                  step={1}
                  inputMode="decimal"
                  value={state.monthlyUsage}
                  onChange={(e) => update({ monthlyUsage: e.target.value })}
                  aria-describedby={`${id}-usage-hint`}
                />
                <p id={`${id}-usage-hint`} className="field-hint">
                  {unit === 'MJ'
                    ? 'Most homes use 1000-1500 MJ a month.'
                    : 'Most homes use 300-400 kWh a month.'}
                </p>
              </>
            ),
          },
          ...(state.energyType === 'Gas'
            ? []
            : [
                {
                  value: 'household' as const,
                  label: 'Bill or home',
                  panel: (
                    <Suspense fallback={<p>Loading…</p>}>
                      <HouseholdStep
                        form={state.household}
                        onChange={(household) => update({ household })}
                        attempts={householdAttempts}
                        {...(state.billRead && {
                          notFound: state.billRead.missing,
                        })}
                        {...(householdRefused && {
                          refused: householdRefused,
                        })}
                      />
                    </Suspense>
                  ),
                },
              ]),
          {
            value: 'bill',
            label: 'Upload bill',
            panel: (
              <Suspense fallback={<p>Loading…</p>}>
                <UsageUpload
                  onUsage={(uploaded) =>
                    update({ uploaded, usageMode: 'bill' })
                  }
                  // Gas has no bill step: a gas bill confirms its amount.
                  {...(state.energyType !== 'Gas' && {
                    onBillRead: fillFromBill,
                  })}
                />
              </Suspense>
            ),
          },
        ]}
      />
      <button
        type="submit"
        className="button button-primary"
        disabled={!canCompare}
      >
        Compare Plans
      </button>
    </form>
  );
}

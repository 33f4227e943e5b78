import { type FormEvent, useId, useState } from 'react';
import type { CompareRequestInput } from '#shared/contracts/compare';
import type { WhatIfInputFields } from '#shared/contracts/what-if';
import { summariseUsage } from '#shared/domain/watch/usage-summary';
import { DEFAULT_THRESHOLD_DOLLARS } from '#shared/domain/watch/watch-link';
import { whatIfWords } from '#shared/format/what-if-words';
import { ApiRequestError } from '@/lib/api-client';
import { reasonOf } from '@/lib/api-reason';
import { saveWatch } from '../api/watches';
import '../price-alerts.css';

interface PriceAlertFormProps {
  readonly request: CompareRequestInput;
  readonly currentPlanId?: string;
  /** The what-if applied under the results: alerts are priced with it. */
  readonly whatIf?: WhatIfInputFields | null;
}

type Outcome =
  | { kind: 'idle' | 'saving' }
  | { kind: 'sent' | 'error'; message: string };

/**
 * "E-mail me if a better plan appears". Meter readings are summarised
 * here, in the browser: only half-hour averages by month are sent.
 */
export function PriceAlertForm({
  request,
  currentPlanId,
  whatIf,
}: PriceAlertFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [threshold, setThreshold] = useState(String(DEFAULT_THRESHOLD_DOLLARS));
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome({ kind: 'saving' });
    try {
      await saveWatch({
        email,
        thresholdDollars: Number(threshold),
        postcode: request.postcode,
        energyType: request.energyType,
        customerType: request.customerType,
        ...(request.network && { network: request.network }),
        usage: summariseUsage(request.usage),
        ...(currentPlanId && { currentPlanId }),
        ...(whatIf && { whatIf }),
      });
      setOutcome({
        kind: 'sent',
        message: `Check ${email}: we sent a link to confirm. Nothing is watched until you click it.`,
      });
    } catch (error) {
      setOutcome({
        kind: 'error',
        message:
          error instanceof ApiRequestError && error.error
            ? reasonOf(error)
            : 'We could not save this comparison just now. Please try again.',
      });
    }
  };
  return (
    <form className="card price-alert-form" onSubmit={submit} noValidate>
      <h2>E-mail me if a better plan appears</h2>
      <div className="field">
        <label htmlFor={`${id}-email`}>E-mail address</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-threshold`}>
          Tell me when I could save at least ($ a year)
        </label>
        <input
          id={`${id}-threshold`}
          type="number"
          inputMode="numeric"
          min={1}
          max={5000}
          value={threshold}
          onChange={(e) => setThreshold(e.target.value)}
        />
      </div>
      {whatIf && (
        <p data-testid="alert-what-if">
          Saved with your change: {whatIfWords(whatIf)}. Alerts price every plan
          with it.
        </p>
      )}
      <p className="muted small">
        We keep this comparison (postcode, usage in summary, current plan) and
        your e-mail for 13 months to check prices after every update, and e-mail
        you only when it matters. No name needed. Every e-mail lets you
        unsubscribe or delete your data in one click. See our{' '}
        <a href="/privacy">privacy policy</a>.
      </p>
      <button
        type="submit"
        className="button button-primary"
        disabled={outcome.kind === 'saving'}
      >
        {outcome.kind === 'saving' ? 'Saving…' : 'Watch prices for me'}
      </button>
      <p role="status">{'message' in outcome ? outcome.message : ''}</p>
    </form>
  );
}

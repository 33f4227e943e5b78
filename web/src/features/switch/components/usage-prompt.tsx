import { type FormEvent, useState } from 'react';
import type { UsageInput } from '#shared/contracts/compare';
import { TextField } from '@/components/ui/form-fields';

/**
 * Asks for the usage again when the link no longer carries it (meter data
 * stays in the tab that compared): the estimate is never a guess.
 */
export function UsagePrompt({
  unit,
  askPostcode,
  onUsage,
}: {
  unit: 'kWh' | 'MJ';
  askPostcode: boolean;
  onUsage: (usage: UsageInput, postcode: string | null) => void;
}) {
  const [monthly, setMonthly] = useState('');
  const [postcode, setPostcode] = useState('');
  const [errors, setErrors] = useState<{ monthly?: string; postcode?: string }>(
    {},
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(monthly);
    const next = {
      ...(!(monthly.trim() && Number.isFinite(value) && value >= 0) && {
        monthly: `Enter your monthly usage in ${unit}`,
      }),
      ...(askPostcode &&
        !/^\d{4}$/.test(postcode.trim()) && {
          postcode: 'Postcode must be 4 digits',
        }),
    };
    setErrors(next);
    if (next.monthly || next.postcode) return;
    onUsage(
      { kind: 'monthlyKwh', monthlyKwh: value },
      askPostcode ? postcode.trim() : null,
    );
  };
  return (
    <form
      className="card form-grid"
      aria-label="Your usage"
      onSubmit={submit}
      noValidate
    >
      <p>
        We no longer have the usage you compared with, so we cannot yet say what
        this plan would cost you. Enter it again to see your estimate.
      </p>
      {askPostcode && (
        <TextField
          name="postcode"
          label="Postcode"
          value={postcode}
          onChange={setPostcode}
          error={errors.postcode}
          inputMode="numeric"
          maxLength={4}
          required
        />
      )}
      <TextField
        name="monthlyUsage"
        label={`Monthly usage (${unit})`}
        value={monthly}
        onChange={setMonthly}
        error={errors.monthly}
        inputMode="decimal"
        required
      />
      <div className="actions">
        <button type="submit" className="button button-primary">
          Show my estimate
        </button>
      </div>
    </form>
  );
}

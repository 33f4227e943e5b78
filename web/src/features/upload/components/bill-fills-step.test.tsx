import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  billUsageOf,
  EMPTY_HOUSEHOLD,
  type HouseholdForm,
} from '@/features/household/household-form';
import { householdFromBill } from '@/features/household/household-from-bill';
import { HouseholdStep } from '@/features/household/household-step';
import { extractBillFacts } from '../lib/bill-text';
import { billReadingOf } from '../lib/read-bill';

/** A time-of-use bill's text, as pdf.js gives it, with no controlled load. */
const BILL = [
  'Coastal Energy Electricity bill - Tax invoice',
  'Billing period 1 Jul 2026 to 30 Sep 2026 (92 days)',
  'Peak usage 512.3 kWh at 45.10 c/kWh $231.05',
  'Shoulder usage 401.2 kWh at 30.25 c/kWh $121.36',
  'Off-peak usage 655.9 kWh at 18.70 c/kWh $122.65',
  'Solar feed-in 402.7 kWh at 5.00 c/kWh -$20.14',
  'Total amount due $455.92',
].join('\n');

const today = new Date(2026, 10, 27);

/** The bill step as /compare holds it, filled once from the bill. */
function FilledStep(props: { start: HouseholdForm }) {
  const reading = billReadingOf(extractBillFacts(BILL));
  if (!reading) throw new Error('the bill gave no reading');
  const [filled] = useState(() => householdFromBill(reading, props.start));
  const [form, setForm] = useState(filled.form);
  return (
    <>
      <HouseholdStep
        form={form}
        onChange={setForm}
        attempts={0}
        notFound={filled.missing}
      />
      <output aria-label="usage">
        {JSON.stringify(billUsageOf(form, today))}
      </output>
    </>
  );
}

const fieldValue = (label: string) =>
  screen.getByLabelText<HTMLInputElement>(label).value;
const priced = () =>
  JSON.parse(screen.getByLabelText('usage').textContent ?? '') as unknown;

describe('a bill read from a PDF fills the bill step', () => {
  it('shows each figure it read for confirming, names what it did not find, and prices them as typed', async () => {
    // Arrange: answers given before the upload are kept
    const user = userEvent.setup();
    render(<FilledStep start={{ ...EMPTY_HOUSEHOLD, people: '3' }} />);
    // Assert: the bill's figures in the step's own fields
    expect(fieldValue('First day of the bill')).toBe('2026-07-01');
    expect(fieldValue('Last day of the bill')).toBe('2026-09-30');
    expect(
      screen.getByRole('radio', { name: 'Peak, shoulder, off-peak' }),
    ).toHaveProperty('checked', true);
    expect(fieldValue('Peak (kWh)')).toBe('512.3');
    expect(fieldValue('Shoulder (kWh)')).toBe('401.2');
    expect(fieldValue('Off-peak (kWh)')).toBe('655.9');
    expect(fieldValue('Solar exported (kWh)')).toBe('402.7');
    expect(fieldValue('Controlled load (kWh)')).toBe('');
    expect(fieldValue('People in the home')).toBe('3');
    const note = screen.getByText(/We filled these from your bill/);
    expect(note.textContent).toContain('We filled these from your bill.');
    expect(note.textContent).toContain(
      'We couldn’t find: Controlled load (kWh).',
    );
    // Act: the visitor corrects one figure and types the missing one
    await user.clear(screen.getByLabelText('Peak (kWh)'));
    await user.type(screen.getByLabelText('Peak (kWh)'), '520');
    await user.type(screen.getByLabelText('Controlled load (kWh)'), '310.2');
    // Assert: nothing is named missing now, and the API gets the figures
    expect(
      screen.getByText(/We filled these from your bill/).textContent,
    ).not.toContain('couldn’t find');
    expect(priced()).toEqual({
      kind: 'bill',
      periods: [
        {
          startDate: '2026-07-01',
          endDate: '2026-09-30',
          peakKwh: 520,
          shoulderKwh: 401.2,
          offPeakKwh: 655.9,
          controlledLoadKwh: 310.2,
          exportKwh: 402.7,
        },
      ],
      household: { people: 3 },
    });
  });
});

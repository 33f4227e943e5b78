import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { whatIfCostsSchema } from '#shared/contracts/what-if-costs';
import { whatIfCostsIn2026 as shipped } from '#shared/domain/what-if/fixtures/what-if-costs';
import {
  errorOf,
  group,
  renderSettingsForm,
} from '@/test-support/settings-form';

const whatIfCostsIn2026 = whatIfCostsSchema.parse(shipped);

const renderForm = (
  fieldError: Parameters<typeof renderSettingsForm>[1] = null,
) => renderSettingsForm({ whatIfCosts: whatIfCostsIn2026 }, fieldError);

const valueIn = (inside: HTMLElement, label: string) =>
  (within(inside).getByLabelText(label) as HTMLInputElement).value;

/** Replaces a field's text at once, as a paste does. */
const replace = (inside: HTMLElement, label: string, text: string) =>
  fireEvent.change(within(inside).getByLabelText(label), {
    target: { value: text },
  });

const save = () =>
  userEvent.setup().click(screen.getByRole('button', { name: 'Save Changes' }));

describe('the what-if costs in the admin settings', () => {
  it('shows each range, rebate step and size band staff can edit, with its source and valid-until day', () => {
    renderForm();
    const costs = group('What-if costs and rebates');
    expect(valueIn(costs, 'Valid until')).toBe('2026-12-31');
    const battery = group('Battery installed price');
    expect(valueIn(battery, 'Low, $ per usable kWh before the rebate')).toBe(
      '700',
    );
    expect(valueIn(battery, 'High, $ per usable kWh before the rebate')).toBe(
      '1000',
    );
    expect(valueIn(battery, 'Source')).toBe('s');
    expect(valueIn(group('Certificate step 2'), 'Certificates per kWh')).toBe(
      '6.8',
    );
    expect(valueIn(group('Size band 3'), 'Share rebated, 0-1')).toBe('0.15');
    expect(valueIn(group('Deeming step 1'), 'Years')).toBe('5');
  });

  it('refuses an overlapping rebate step, a high below its low and an empty source, naming each field, and saves nothing', async () => {
    const { save: saved } = renderForm();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Add a certificate step' }));
    const third = group('Certificate step 3');
    replace(third, 'From', '2026-12-01');
    replace(third, 'To', '2027-06-30');
    replace(third, 'Certificates per kWh', '5.6');
    const battery = group('Battery installed price');
    replace(battery, 'High, $ per usable kWh before the rebate', '500');
    replace(group('What-if costs and rebates'), 'Rebate source', '');
    await save();
    expect(saved).not.toHaveBeenCalled();
    expect(errorOf(third, 'From')).toBe(
      'overlaps the step from 2026-05-01 to 2026-12-31',
    );
    expect(errorOf(battery, 'High, $ per usable kWh before the rebate')).toBe(
      'must be at least low',
    );
    expect(errorOf(group('What-if costs and rebates'), 'Rebate source')).toBe(
      'source is required',
    );
    expect(errorOf(group('Certificate step 2'), 'From')).toBeUndefined();
    expect(screen.getByText(/Nothing was saved/)).toBeTruthy();
  });

  it('saves a new rebate step and valid-until day once every field is right', async () => {
    const { save: saved, saved: sent } = renderForm();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Add a certificate step' }));
    const third = group('Certificate step 3');
    replace(third, 'From', '2027-01-01');
    replace(third, 'To', '2027-06-30');
    replace(third, 'Certificates per kWh', '5.6');
    replace(group('What-if costs and rebates'), 'Valid until', '2027-06-30');
    await save();
    expect(saved).toHaveBeenCalledOnce();
    expect(sent[0]?.whatIfCosts).toEqual({
      ...whatIfCostsIn2026,
      validUntil: '2027-06-30',
      battery: {
        ...whatIfCostsIn2026.battery,
        certificatesPerKwh: [
          ...whatIfCostsIn2026.battery.certificatesPerKwh,
          { from: '2027-01-01', to: '2027-06-30', factor: 5.6 },
        ],
      },
    });
  });

  it('shows the server’s error at the field it names, and removes a size band', async () => {
    renderForm({
      field: 'whatIfCosts.battery.certificatesPerKwh.1.from',
      message: 'overlaps the step from 2026-01-01 to 2026-04-30',
    });
    expect(errorOf(group('Certificate step 2'), 'From')).toBe(
      'overlaps the step from 2026-01-01 to 2026-04-30',
    );
    expect(errorOf(group('Certificate step 1'), 'From')).toBeUndefined();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Remove size band 3' }));
    expect(screen.queryByRole('group', { name: /^Size band 3/ })).toBeNull();
    expect(group('Size band 2')).toBeTruthy();
  });
});

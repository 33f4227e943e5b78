import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUSGRID_2025_26 } from '#shared/contracts/fixtures/reference-prices';
import {
  errorOf,
  group,
  renderSettingsForm,
} from '@/test-support/settings-form';

const renderForm = (
  fieldError: Parameters<typeof renderSettingsForm>[1] = null,
) => renderSettingsForm({ referencePrices: [AUSGRID_2025_26] }, fieldError);

const entry = (n: number) => group(`Reference price ${n}`);

describe('the reference prices in the admin settings', () => {
  it('shows each figure staff can edit, with its source', () => {
    renderForm();
    const first = entry(1);
    expect(
      (within(first).getByLabelText('Distribution zone') as HTMLInputElement)
        .value,
    ).toBe('Ausgrid');
    expect(
      (
        within(first).getByLabelText(
          'Yearly price, $ inc GST',
        ) as HTMLInputElement
      ).value,
    ).toBe('1965');
    expect(
      (within(first).getByLabelText('Source') as HTMLInputElement).value,
    ).toBe(AUSGRID_2025_26.source);
  });

  it('refuses a missing source, a negative price and an overlapping year, naming each field, and saves nothing', async () => {
    const user = userEvent.setup();
    const { save } = renderForm();
    await user.click(
      screen.getByRole('button', { name: 'Add a reference price' }),
    );
    const second = entry(2);
    await user.type(
      within(second).getByLabelText('Distribution zone'),
      'Ausgrid',
    );
    await user.type(within(second).getByLabelText('Financial year'), '2025-26');
    await user.type(
      within(second).getByLabelText('Yearly price, $ inc GST'),
      '-5',
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(save).not.toHaveBeenCalled();
    expect(errorOf(second, 'Source')).toBe('source is required');
    expect(errorOf(second, 'Yearly price, $ inc GST')).toBe(
      'must not be negative',
    );
    expect(errorOf(second, 'Financial year')).toMatch(/^overlaps entry 1/);
    expect(errorOf(entry(1), 'Source')).toBeUndefined();
    expect(screen.getByText(/Nothing was saved/)).toBeTruthy();
  });

  it('saves the list once every field is right', async () => {
    const user = userEvent.setup();
    const { save, saved } = renderForm();
    await user.click(
      screen.getByRole('button', { name: 'Add a reference price' }),
    );
    const second = entry(2);
    await user.type(
      within(second).getByLabelText('Distribution zone'),
      'Ausgrid',
    );
    await user.type(within(second).getByLabelText('Financial year'), '2026-27');
    await user.type(
      within(second).getByLabelText('Yearly price, $ inc GST'),
      '2000',
    );
    await user.type(
      within(second).getByLabelText('Model annual usage, kWh'),
      '3900',
    );
    await user.type(within(second).getByLabelText('Source'), 'AER DMO 8');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(save).toHaveBeenCalledOnce();
    expect(saved[0]?.referencePrices?.[1]).toEqual({
      name: 'Default Market Offer',
      network: 'Ausgrid',
      customerType: 'Residential',
      controlledLoad: false,
      financialYear: '2026-27',
      annualPriceIncGst: 2000,
      modelAnnualKwh: 3900,
      source: 'AER DMO 8',
    });
  });

  it('removes an entry, and shows the server’s error at the field it names', async () => {
    const user = userEvent.setup();
    renderForm({
      field: 'referencePrices.0.source',
      message: 'source is required',
    });
    expect(errorOf(entry(1), 'Source')).toBe('source is required');
    await user.click(
      screen.getByRole('button', { name: 'Remove Reference price 1' }),
    );
    expect(
      screen.queryByRole('group', { name: /^Reference price 1/ }),
    ).toBeNull();
  });
});

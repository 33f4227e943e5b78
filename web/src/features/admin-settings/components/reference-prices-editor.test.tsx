import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AUSGRID_2025_26 } from '#shared/contracts/fixtures/reference-prices';
import {
  defaultSettings,
  type SiteSettingsRecord,
} from '#shared/contracts/site-settings';
import { SettingsForm } from './settings-form';

type FieldError = { field: string; message: string } | null;

/** The form over local state, as the settings hook gives it. */
function renderForm(fieldError: FieldError = null) {
  const save = vi.fn(async () => undefined);
  const saved: SiteSettingsRecord[] = [];
  function Harness() {
    const [values, setValues] = useState<SiteSettingsRecord>({
      ...defaultSettings,
      referencePrices: [AUSGRID_2025_26],
    });
    return (
      <SettingsForm
        settings={{
          values,
          audit: [],
          set: (name, value) => setValues((v) => ({ ...v, [name]: value })),
          save: async () => {
            saved.push(values);
            await save();
          },
          saving: false,
          fieldError,
        }}
      />
    );
  }
  render(<Harness />);
  return { save, saved };
}

const entry = (n: number) =>
  screen.getByRole('group', { name: new RegExp(`^Reference price ${n}`) });
const errorOf = (group: HTMLElement, label: string) => {
  const input = within(group).getByLabelText(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return ids
    .map((id) => document.getElementById(id))
    .find((node) => node?.classList.contains('field-error'))?.textContent;
};

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

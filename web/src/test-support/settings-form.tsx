import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { vi } from 'vitest';
import {
  defaultSettings,
  type SiteSettingsRecord,
} from '#shared/contracts/site-settings';
import { SettingsForm } from '@/features/admin-settings/components/settings-form';

type FieldError = { field: string; message: string } | null;

/**
 * The admin settings form over local state, as the settings hook gives
 * it; `saved` holds what each save sent.
 */
export function renderSettingsForm(
  values: Partial<SiteSettingsRecord>,
  fieldError: FieldError = null,
) {
  const save = vi.fn(async () => undefined);
  const saved: SiteSettingsRecord[] = [];
  function Harness() {
    const [current, setCurrent] = useState<SiteSettingsRecord>({
      ...defaultSettings,
      ...values,
    });
    return (
      <SettingsForm
        settings={{
          values: current,
          audit: [],
          set: (name, value) => setCurrent((v) => ({ ...v, [name]: value })),
          save: async () => {
            saved.push(current);
            await save();
          },
          saving: false,
          fieldError,
          loadFailed: false,
          reload: () => undefined,
        }}
      />
    );
  }
  render(<Harness />);
  return { save, saved };
}

/** A fieldset of the form by the start of its legend. */
export const group = (name: string | RegExp) =>
  screen.getByRole('group', {
    name: typeof name === 'string' ? new RegExp(`^${name}`) : name,
  });

/** The error announced with a labelled field of a group. */
export function errorOf(inside: HTMLElement, label: string) {
  const input = within(inside).getByLabelText(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return ids
    .map((id) => document.getElementById(id))
    .find((node) => node?.classList.contains('field-error'))?.textContent;
}

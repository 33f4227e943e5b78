import { fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '#shared/contracts/site-settings';
import { SettingsForm } from './settings-form';
import { settingSections } from './settings-sections';

/** What the settings hook gives the form, loaded unless told otherwise. */
const settingsOf = (
  overrides: Partial<Parameters<typeof SettingsForm>[0]['settings']> = {},
) => ({
  values: defaultSettings,
  audit: [],
  set: () => undefined,
  save: async () => undefined,
  saving: false,
  fieldError: null,
  loadFailed: false,
  reload: () => undefined,
  ...overrides,
});

const form = () =>
  renderToStaticMarkup(<SettingsForm settings={settingsOf()} />);

describe('the admin settings form', () => {
  it('offers exactly the settings the contract keeps, each explained', () => {
    const shown = settingSections.flatMap((s) => s.fields.map((f) => f.name));
    expect([...shown].sort()).toEqual(Object.keys(defaultSettings).sort());
    const html = form();
    for (const field of settingSections.flatMap((s) => s.fields)) {
      expect(field.explains.length, field.name).toBeGreaterThan(20);
      expect(html, field.name).toContain(field.label);
    }
  });

  it('no longer offers settings nothing acted on', () => {
    const html = form();
    for (const gone of [
      'Analytics tracking ID',
      'Social pixel ID',
      'chat widget',
      'Auto-assign',
    ])
      expect(html).not.toContain(gone);
  });

  it('says when the settings could not be loaded, and loads them again on Try again', () => {
    const reload = vi.fn();
    render(
      <SettingsForm
        settings={settingsOf({ values: null, loadFailed: true, reload })}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'The settings could not be loaded.',
    );
    expect(screen.queryByText('Loading settings...')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});

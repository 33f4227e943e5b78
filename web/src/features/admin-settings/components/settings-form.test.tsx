import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '#shared/contracts/site-settings';
import {
  errorOf,
  group,
  renderSettingsForm,
} from '@/test-support/settings-form';
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

  it('names the allowed range at each plain field and saves nothing while one is outside it', () => {
    // Arrange
    const { saved } = renderSettingsForm({});
    const visitors = group('Visitors');
    const general = group('General');
    // Act
    fireEvent.change(
      within(visitors).getByLabelText('Max callback wait time (hours)'),
      { target: { value: '100' } },
    );
    fireEvent.change(within(general).getByLabelText('Contact phone'), {
      target: { value: '12' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    // Assert
    expect(errorOf(visitors, 'Max callback wait time (hours)')).toBe(
      'A whole number of hours from 1 to 72',
    );
    expect(errorOf(general, 'Contact phone')).toBe(
      'Between 6 and 20 characters',
    );
    expect(saved).toEqual([]);
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '#shared/contracts/site-settings';
import { SettingsForm } from './settings-form';
import { settingSections } from './settings-sections';

const form = () =>
  renderToStaticMarkup(
    <SettingsForm
      settings={{
        values: defaultSettings,
        audit: [],
        set: () => undefined,
        save: async () => undefined,
        saving: false,
        fieldError: null,
      }}
    />,
  );

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
});

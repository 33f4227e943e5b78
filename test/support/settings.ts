import { afterAll, beforeAll } from 'vitest';
import type { SiteSettingsRecord } from '#shared/contracts/site-settings';
import { callAs, staffToken } from './staff-auth.ts';

interface Loaded {
  settings: SiteSettingsRecord;
  version: number;
}

/** Site settings through the admin API, as staff change them. */
export function settingsAdmin() {
  let token = '';
  let original: SiteSettingsRecord | undefined;
  const load = async () =>
    (await callAs<Loaded>(token, 'GET', '/api/admin/settings')).body;
  const change = async (changes: Partial<SiteSettingsRecord>) => {
    const current = await load();
    const saved = await callAs(token, 'PUT', '/api/admin/settings', {
      version: current.version,
      settings: { ...current.settings, ...changes },
    });
    if (saved.status !== 200)
      throw new Error(`settings not saved: ${saved.status}`);
  };
  beforeAll(async () => {
    token = await staffToken();
    original = (await load()).settings;
  });
  // Other suites share the stack: put back what was there.
  afterAll(async () => {
    if (original) await change(original);
  });
  return { change, load };
}

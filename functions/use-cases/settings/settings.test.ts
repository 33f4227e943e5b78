import { describe, expect, it } from 'vitest';
import { ConflictError } from '#platform/errors';
import { WriteConflict } from '#platform/port-errors';
import { AUSGRID_2025_26 } from '#shared/contracts/fixtures/reference-prices';
import { defaultSettings } from '#shared/contracts/site-settings';
import { inMemorySettings } from '#test-support/in-memory-settings';
import {
  getAdminSettings,
  getPublicSettings,
  settingsReader,
} from './get-settings.ts';
import { saveSiteSettings } from './save-settings.ts';

const NOW = new Date('2026-11-24T10:00:00Z');
const actor = { sub: 'staff-1', username: 'staff@example.com' };
const clock = { now: () => NOW };

describe('site settings', () => {
  it('reads the defaults, version 0, when nothing was ever saved', async () => {
    const { store } = inMemorySettings();
    expect(await getAdminSettings(store)).toEqual({
      settings: defaultSettings,
      version: 0,
      audit: [],
    });
  });

  it('falls back to the default for a stored value of an older shape', async () => {
    const { store } = inMemorySettings({
      values: { siteName: 'Saved name', dailyReports: 'yes please' },
      version: 3,
    });
    const current = await settingsReader(store).current();
    expect(current.siteName).toBe('Saved name');
    expect(current.dailyReports).toBe(defaultSettings.dailyReports);
  });

  it('shows visitors only the public fields', async () => {
    const { store } = inMemorySettings();
    const { settings } = await getPublicSettings(store);
    expect(settings).not.toHaveProperty('requireEmailVerification');
    expect(settings.siteName).toBe(defaultSettings.siteName);
  });

  it('saves against the loaded version with an audit line of what changed', async () => {
    const { store } = inMemorySettings();
    const next = { ...defaultSettings, dailyReports: true };
    const saved = await saveSiteSettings(
      { clock, settings: store },
      next,
      0,
      actor,
    );
    expect(saved).toEqual({ settings: next, version: 1 });
    expect(await getAdminSettings(store)).toEqual({
      settings: next,
      version: 1,
      audit: [
        {
          at: NOW.toISOString(),
          actor,
          action: 'settings',
          changes: { dailyReports: [false, true] },
        },
      ],
    });
  });

  it('refuses a save against a version someone else has saved over (409)', async () => {
    const { store } = inMemorySettings({ values: {}, version: 2 });
    await expect(
      saveSiteSettings({ clock, settings: store }, defaultSettings, 1, actor),
    ).rejects.toBeInstanceOf(ConflictError);
  });

  it('turns a conflict lost at the store into a 409', async () => {
    const { store } = inMemorySettings();
    const racing = {
      ...store,
      save: async () => {
        throw new WriteConflict('changed-meanwhile', 'saved meanwhile');
      },
    };
    await expect(
      saveSiteSettings({ clock, settings: racing }, defaultSettings, 0, actor),
    ).rejects.toBeInstanceOf(ConflictError);
  });

  describe('reference prices', () => {
    const shipped = AUSGRID_2025_26;
    const defaults = { ...defaultSettings, referencePrices: [shipped] };
    const deps = (store: ReturnType<typeof inMemorySettings>['store']) => ({
      clock,
      settings: store,
      defaults,
    });
    const next2026 = {
      ...shipped,
      financialYear: '2026-27',
      annualPriceIncGst: 2010,
      source: 'AER, DMO 8 final determination',
    };

    it("read as the shipped file's until staff save others", async () => {
      const { store } = inMemorySettings();
      expect(
        (await getAdminSettings(store, defaults)).settings.referencePrices,
      ).toEqual([shipped]);
    });

    it('are stored and audited when staff change them, and read back', async () => {
      const { store, stored } = inMemorySettings();
      const edited = [shipped, next2026];
      await saveSiteSettings(
        deps(store),
        { ...defaults, referencePrices: edited },
        0,
        actor,
      );
      expect(stored().values.referencePrices).toEqual(edited);
      const loaded = await getAdminSettings(store, defaults);
      expect(loaded.settings.referencePrices).toEqual(edited);
      expect(loaded.audit.at(-1)?.changes).toEqual({
        referencePrices: [[shipped], edited],
      });
      expect(await settingsReader(store, defaults).current()).toMatchObject({
        referencePrices: edited,
      });
    });

    it('follow the shipped file while they equal it, so other saves do not freeze them', async () => {
      const { store, stored } = inMemorySettings();
      await saveSiteSettings(
        deps(store),
        { ...defaults, dailyReports: true },
        0,
        actor,
      );
      expect(stored().values).not.toHaveProperty('referencePrices');
    });

    it('are kept when a save does not send them', async () => {
      const { store } = inMemorySettings({
        values: { referencePrices: [next2026] },
        version: 1,
      });
      const { referencePrices: _none, ...withoutPrices } = defaults;
      const saved = await saveSiteSettings(
        deps(store),
        withoutPrices,
        1,
        actor,
      );
      expect(saved.settings.referencePrices).toEqual([next2026]);
      expect(
        (await getAdminSettings(store, defaults)).settings.referencePrices,
      ).toEqual([next2026]);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettingsKey } from '#data/keys';
import type { CompareResponse } from '#shared/contracts/compare';
import type { ReferencePrice } from '#shared/contracts/reference-prices';
import {
  defaultSettings,
  siteSettingsSchema,
} from '#shared/contracts/site-settings';
import type { WhatIfCostsRecord } from '#shared/contracts/what-if-costs';
import { call, type ErrorBody } from '#test-support/http';
import { callAs, staffToken } from '#test-support/staff-auth';
import { tableClient } from '#test-support/table';

interface AdminSettings {
  settings: Record<string, unknown>;
  version: number;
  audit: { action: string; changes: Record<string, unknown[]> }[];
}
let token = '';
const load = async () =>
  (await callAs<AdminSettings>(token, 'GET', '/api/admin/settings')).body;
const save = (body: unknown) =>
  callAs<ErrorBody & AdminSettings>(token, 'PUT', '/api/admin/settings', body);

beforeAll(async () => {
  token = await staffToken();
});

// The public frame of other suites shows these: put the defaults back.
afterAll(async () => {
  await save({ version: (await load()).version, settings: defaultSettings });
});

describe('site settings', () => {
  it('saves every field and the public site reads the public ones', async () => {
    // Arrange
    const current = await load();
    const settings = {
      ...current.settings,
      siteName: 'Power Compare',
      contactPhone: '1800 999 000',
      dailyReports: true,
    };
    // Act
    const saved = await save({ version: current.version, settings });
    // Assert
    expect(saved.status).toBe(200);
    const pub = await call<{ settings: Record<string, unknown> }>(
      'GET',
      '/api/site-settings',
    );
    expect(pub.body.settings).toMatchObject({
      siteName: 'Power Compare',
      contactPhone: '1800 999 000',
    });
    expect(pub.body.settings).not.toHaveProperty('dailyReports');
    expect((await load()).audit.at(-1)).toMatchObject({
      action: 'settings',
      changes: { siteName: [current.settings.siteName, 'Power Compare'] },
    });
  });

  it.each([
    ['settings.maxCallbackWaitTime', { maxCallbackWaitTime: 'soon' }],
    ['settings.emailNotifications', { emailNotifications: 'yes' }],
    ['settings.contactEmail', { contactEmail: 'not-an-email' }],
    ['settings.siteName', { siteName: 42 }],
  ])(
    'answers 400 naming %s for a value of the wrong type',
    async (field, bad) => {
      const current = await load();
      const response = await save({
        version: current.version,
        settings: { ...current.settings, ...bad },
      });
      expect(response.status).toBe(400);
      expect(response.body.error.field).toBe(field);
    },
  );

  it('answers 400 naming the field and its allowed range for a value outside it', async () => {
    const current = await load();
    const response = await save({
      version: current.version,
      settings: { ...current.settings, maxCallbackWaitTime: 100 },
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({
      field: 'settings.maxCallbackWaitTime',
      message:
        'settings.maxCallbackWaitTime: A whole number of hours from 1 to 72',
    });
    expect((await load()).version).toBe(current.version);
  });

  it('loads a record saved before four settings were dropped, without them', async () => {
    // Arrange: the stored item as an older release wrote it.
    const current = await load();
    const table = tableClient();
    await table.put({
      ...siteSettingsKey(),
      entity: 'SiteSettings',
      schemaVersion: 1,
      version: Math.max(current.version, 1),
      ...current.settings,
      siteName: 'Older Release',
      googleAnalyticsId: 'G-OLD',
      facebookPixelId: '123',
      enableChatWidget: true,
      autoAssignCallbacks: true,
    });
    table.close();
    // Act
    const loaded = await load();
    const pub = await call<{ settings: Record<string, unknown> }>(
      'GET',
      '/api/site-settings',
    );
    // Assert
    expect(loaded.settings.siteName).toBe('Older Release');
    expect(Object.keys(loaded.settings).sort()).toEqual(
      Object.keys(siteSettingsSchema.shape).sort(),
    );
    expect(pub.body.settings).not.toHaveProperty('enableChatWidget');
    const saved = await save({
      version: loaded.version,
      settings: loaded.settings,
    });
    expect(saved.status).toBe(200);
  });

  it('keeps only settings the product acts on, verification on by default', () => {
    for (const gone of [
      'googleAnalyticsId',
      'facebookPixelId',
      'enableChatWidget',
      'autoAssignCallbacks',
    ])
      expect(defaultSettings).not.toHaveProperty(gone);
    expect(defaultSettings.requireEmailVerification).toBe(true);
  });

  it('refuses a save based on an older version with 409', async () => {
    const current = await load();
    await save({ version: current.version, settings: current.settings });
    const stale = await save({
      version: current.version,
      settings: current.settings,
    });
    expect(stale.status).toBe(409);
  });

  it('lets one of several saves made at once from one version through, and refuses the others with 409', async () => {
    const current = await load();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        save({ version: current.version, settings: current.settings }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await load()).version).toBe(current.version + 1);
  });

  describe('reference prices', () => {
    const prices = async () =>
      (await load()).settings.referencePrices as ReferencePrice[];

    it('shows the shipped figures until staff change them', async () => {
      const shipped = await prices();
      expect(shipped).toContainEqual(
        expect.objectContaining({
          name: 'Default Market Offer',
          network: 'Ausgrid',
          financialYear: '2025-26',
          annualPriceIncGst: 1965,
          modelAnnualKwh: null,
          source: expect.stringContaining('https://www.aer.gov.au/node/82168'),
        }),
      );
      expect(shipped).toContainEqual(
        expect.objectContaining({
          network: 'CitiPower',
          annualPriceIncGst: 1546,
          modelAnnualKwh: 4000,
        }),
      );
    });

    it('saves a figure staff add, with an audit line, and puts the file back', async () => {
      // Arrange
      const current = await load();
      const shipped = current.settings.referencePrices as ReferencePrice[];
      const added: ReferencePrice = {
        ...(shipped[0] as ReferencePrice),
        financialYear: '2030-31',
        annualPriceIncGst: 2222,
        source: 'AER, a later determination (test)',
      };
      // Act
      const saved = await save({
        version: current.version,
        settings: { ...current.settings, referencePrices: [...shipped, added] },
      });
      // Assert
      expect(saved.status).toBe(200);
      expect(await prices()).toContainEqual(added);
      const audit = (await load()).audit.at(-1);
      expect(audit?.changes.referencePrices?.[1]).toContainEqual(added);
      expect(audit?.changes.referencePrices?.[0]).not.toContainEqual(added);
      const back = await load();
      await save({
        version: back.version,
        settings: { ...back.settings, referencePrices: shipped },
      });
      expect(await prices()).toEqual(shipped);
    });

    it.each([
      [
        'settings.referencePrices.1.annualPriceIncGst',
        (p: ReferencePrice) => ({ ...p, annualPriceIncGst: -5 }),
      ],
      [
        'settings.referencePrices.1.source',
        (p: ReferencePrice) => ({ ...p, source: '' }),
      ],
      // An empty number field, as JSON carries it.
      [
        'settings.referencePrices.1.annualPriceIncGst',
        (p: ReferencePrice) => ({
          ...p,
          financialYear: '2030-31',
          annualPriceIncGst: null,
        }),
      ],
      // The same zone, customer type and year as the first entry.
      ['settings.referencePrices.1.financialYear', (p: ReferencePrice) => p],
    ])('answers 400 naming %s and stores nothing', async (field, change) => {
      const current = await load();
      const first = (current.settings.referencePrices as ReferencePrice[])[0];
      const response = await save({
        version: current.version,
        settings: {
          ...current.settings,
          referencePrices: [first, change(first as ReferencePrice)],
        },
      });
      expect(response.status).toBe(400);
      expect(response.body.error.field).toBe(field);
      expect((await load()).version).toBe(current.version);
    });
  });
  // Staff's what-if costs are what the what-if prices with; only this
  // file saves them, so the compare calls below see what it saved.
  describe('what-if costs', () => {
    const costs = async () =>
      (await load()).settings.whatIfCosts as WhatIfCostsRecord;
    const saveCosts = async (whatIfCosts: unknown) => {
      const current = await load();
      return save({
        version: current.version,
        settings: { ...current.settings, whatIfCosts },
      });
    };
    const compareWithWhatIf = () =>
      call<CompareResponse>('POST', '/api/compare', {
        json: {
          postcode: '2000',
          usage: { kind: 'monthlyKwh', monthlyKwh: 400 },
          whatIf: { solar: { kw: 6.6 }, battery: { usableKwh: 10 } },
        },
      });
    /** The shipped costs with one rebate step that covers any test day. */
    const always = (shipped: WhatIfCostsRecord, validUntil: string) => ({
      ...shipped,
      validUntil,
      solar: {
        ...shipped.solar,
        deemingYears: [{ from: '2020-01-01', to: '2099-12-31', years: 5 }],
      },
      battery: {
        ...shipped.battery,
        certificatesPerKwh: [
          { from: '2020-01-01', to: '2099-12-31', factor: 6.8 },
        ],
      },
    });

    it('shows the shipped costs with their sources and valid-until day', async () => {
      const shipped = await costs();
      expect(shipped.validUntil).toBe('2026-12-31');
      expect(shipped.battery.certificatesPerKwh).toContainEqual({
        from: '2026-05-01',
        to: '2026-12-31',
        factor: 6.8,
      });
      expect(shipped.battery.rebateSource).toContain(
        'https://www.batteryiq.com.au/guides/battery-rebate-changes-2026',
      );
    });

    it('prices the what-if with the costs staff save, audited, and shows no payback once they expire', async () => {
      // Arrange
      const shipped = await costs();
      try {
        // Act
        expect((await saveCosts(always(shipped, '2099-12-31'))).status).toBe(
          200,
        );
        const current = await compareWithWhatIf();
        // Assert: 10 kWh × 6.8 = 68 certificates at $36-$40
        expect(current.status).toBe(200);
        const money = current.body.whatIf?.money;
        expect(money?.validUntil).toBe('2099-12-31');
        expect(money?.upfront?.battery).toEqual({
          installed: { low: 7000, high: 10_000 },
          certificates: 68,
          rebate: { low: 68 * 36, high: 68 * 40 },
        });
        const best = current.body.whatIf?.bestAfter;
        const saving =
          (best?.beforeAnnualCostIncGst ?? 0) - (best?.annualCostIncGst ?? 0);
        expect(money?.payback?.annualSavingDollars).toBeCloseTo(saving, 2);
        expect(money?.payback?.years.low).toBe(
          Math.floor((money?.upfront?.net.low ?? 0) / saving),
        );
        const audit = (await load()).audit.at(-1);
        expect(audit?.changes.whatIfCosts?.[1]).toMatchObject({
          validUntil: '2099-12-31',
        });

        // Act: the data runs out
        await saveCosts(always(shipped, '2020-01-01'));
        const expired = await compareWithWhatIf();
        // Assert: every plan still priced after the change, no money
        expect(expired.body.plans.length).toBeGreaterThan(0);
        expect(
          expired.body.plans.every((p) => p.whatIf?.before !== undefined),
        ).toBe(true);
        expect(expired.body.whatIf?.money).toMatchObject({
          validUntil: '2020-01-01',
          upfront: null,
          payback: null,
          noPaybackBecause: 'costDataExpired',
        });
      } finally {
        await saveCosts(shipped);
      }
      expect(await costs()).toEqual(shipped);
    });

    it('answers 400 naming an overlapping rebate step and stores nothing', async () => {
      const current = await load();
      const shipped = current.settings.whatIfCosts as WhatIfCostsRecord;
      const [first, second] = shipped.battery.certificatesPerKwh;
      const response = await save({
        version: current.version,
        settings: {
          ...current.settings,
          whatIfCosts: {
            ...shipped,
            battery: {
              ...shipped.battery,
              certificatesPerKwh: [first, { ...second, from: first?.from }],
            },
          },
        },
      });
      expect(response.status).toBe(400);
      expect(response.body.error.field).toBe(
        'settings.whatIfCosts.battery.certificatesPerKwh.1.from',
      );
      expect((await load()).version).toBe(current.version);
    });
  });
});

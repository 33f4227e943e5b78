import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { CompareResponse } from '#shared/contracts/compare';
import { formatDollars } from '#shared/format/money-and-dates';
import { expectNoAxeViolations } from '#test-support/axe';
import { browserPerFile } from '#test-support/browser';
import { call } from '#test-support/http';
import { openUsageTab } from '#test-support/usage-tab';

const browser = browserPerFile();
const url = (path: string) => `${inject('stackUrl')}${path}`;
const PHONE = { width: 375, height: 740 };

const pageOverflow = async (page: Page) =>
  Number(
    await page.evaluate(
      'document.documentElement.scrollWidth - window.innerWidth',
    ),
  );

/** The next compare the page sends, and the body it sent. */
const nextCompare = (page: Page) =>
  page.waitForResponse(
    (r) => r.url().endsWith('/api/compare') && r.request().method() === 'POST',
  );

describe('a bill typed in on a phone', () => {
  it('ranks the plans on the bill with the figures the compare API gives for it, says on a row why it ranks at more than its price, and shows the plans the home cannot take once asked', async () => {
    // Arrange: a Canberra home with panels, from its autumn bill
    const page = await browser().newPage({ viewport: PHONE });
    await page.goto(url('/compare?postcode=2600'));
    await openUsageTab(page, 'Bill or home');
    const bill = page.getByRole('group', { name: 'From your bill' });
    await bill.getByLabel('First day of the bill').fill('2026-04-01');
    await bill.getByLabel('Last day of the bill').fill('2026-06-30');
    await bill.getByLabel('Electricity used (kWh)').fill('1290.2');
    await bill.getByLabel('Controlled load (kWh)').fill('298.4');
    await bill.getByLabel('Solar exported (kWh)').fill('385.9');
    await page.getByText('About your home (optional)').click();
    await page.getByLabel('People in the home').fill('3');
    await page.getByLabel('Rooftop solar (kW)').fill('6.6');
    await expectNoAxeViolations(page);

    // Act
    const answered = nextCompare(page);
    await page.getByRole('button', { name: 'Compare Plans' }).click();
    const response = await answered;
    const shown = (await response.json()) as CompareResponse;
    const { inquiry: _, ...sent } = JSON.parse(
      response.request().postData() ?? '{}',
    );
    const heading = page.getByRole('heading', { name: /plans for 2600/ });
    await heading.waitFor();
    // Assert: what the page shows is what the API prices for the same body
    expect(sent.usage).toEqual({
      kind: 'bill',
      periods: [
        {
          startDate: '2026-04-01',
          endDate: '2026-06-30',
          generalKwh: 1290.2,
          controlledLoadKwh: 298.4,
          exportKwh: 385.9,
        },
      ],
      household: { people: 3, solarKw: 6.6 },
    });
    const api = await call<CompareResponse>('POST', '/api/compare', {
      json: sent,
    });
    expect(api.status).toBe(200);
    expect(api.body.plans.map((p) => p.plan.id)).toEqual(
      shown.plans.map((p) => p.plan.id),
    );
    const rows = page.locator('article.plan-card');
    const first = api.body.plans[0];
    expect(first?.costRange).toBeDefined();
    const firstRow = rows.first();
    expect(await firstRow.textContent()).toContain(first?.plan.planName);
    expect(await firstRow.locator('.annual strong').textContent()).toBe(
      formatDollars(first?.annualCostIncGst ?? 0),
    );
    expect(await firstRow.textContent()).toContain(
      `Likely ${formatDollars(first?.costRange?.low ?? 0)} to ${formatDollars(first?.costRange?.high ?? 0)} a year`,
    );
    const second = api.body.plans[1];
    expect(await rows.nth(1).locator('.annual strong').textContent()).toBe(
      formatDollars(second?.annualCostIncGst ?? 0),
    );
    // A row ranked at its cost plus a timing allowance says so
    const timed = shown.plans.find((p) => p.timingAllowanceDollars);
    expect(timed).toBeDefined();
    await rows
      .filter({ hasText: timed?.plan.planName ?? '-' })
      .first()
      .getByRole('note')
      .filter({
        hasText: `Cost depends on when you use power: without meter readings or peak and off-peak figures we can’t tell when you do, so this plan is ranked as if it cost up to ${formatDollars(timed?.timingAllowanceDollars ?? 0)} more a year.`,
      })
      .waitFor();
    await page.getByText(api.body.household?.period ?? '-').waitFor();
    expect(new URL(page.url()).searchParams.get('kwh')).toBe('1290.2');

    // Act: the plans this home cannot take by its answers
    const hidden = api.body.household?.ineligiblePlans ?? 0;
    expect(hidden).toBeGreaterThan(0);
    const all = nextCompare(page);
    await page
      .getByRole('checkbox', { name: /^Show all plans, including the/ })
      .check();
    const everyPlan = (await (await all).json()) as CompareResponse;
    // Assert
    const ruledOut = everyPlan.plans.find((p) => p.ineligibleReasons);
    expect(ruledOut).toBeDefined();
    const ruledOutRow = rows.filter({
      hasText: ruledOut?.plan.planName ?? '-',
    });
    await ruledOutRow
      .getByRole('note')
      .filter({ hasText: ruledOut?.ineligibleReasons?.[0] ?? '-' })
      .waitFor();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await page.close();
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { CompareResponse } from '#shared/contracts/compare';
import { formatDollars } from '#shared/format/money-and-dates';
import { yearlyDifference } from '#shared/format/what-if-words';
import { expectNoAxeViolations } from '#test-support/axe';
import { browserPerFile } from '#test-support/browser';
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

const whatIfAnswer = (page: Page) =>
  page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/compare') &&
      JSON.parse(r.request().postData() ?? '{}').whatIf !== undefined,
  );

const sideBySideAnswer = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/compare/side-by-side'));

/** The text of one row's cells in the plans' table. */
const rowCells = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'The chosen plans side by side, GST included' })
    .getByRole('row', { name: new RegExp(`^${name}`) })
    .getByRole('cell')
    .allTextContents();

describe('a what-if carried to side by side, on a phone', () => {
  it("shows each picked plan's cost before and after the change chosen on /compare, as /api/compare prices them, and without it on request", async () => {
    // Arrange: a comparison and two picked plans, as a new visitor makes them
    const page = await browser().newPage({ viewport: PHONE });
    await page.goto(url('/compare?postcode=2000'));
    await openUsageTab(page, 'Enter usage');
    await page.getByRole('button', { name: 'Compare Plans' }).click();
    await page.getByRole('heading', { name: /plans for 2000/ }).waitFor();
    const toggles = page.locator('article.plan-card input[type=checkbox]');
    await toggles.nth(0).check();
    await toggles.nth(1).check();
    const panel = page.locator('section.what-if');
    await panel.getByRole('button', { name: 'Try a change' }).click();
    await panel.getByRole('checkbox', { name: 'Add solar panels' }).check();
    await panel.getByRole('checkbox', { name: 'Add a battery' }).check();
    const priced = whatIfAnswer(page);
    await panel.getByRole('button', { name: 'Price every plan' }).click();
    const whatIfRequest = JSON.parse(
      (await priced).request().postData() ?? '{}',
    ) as { whatIf: unknown };
    await panel
      .getByRole('region', { name: 'Plans ranked with the change' })
      .waitFor();

    // Act
    const answered = sideBySideAnswer(page);
    await page.getByRole('link', { name: 'Compare side by side' }).click();

    // Assert: the page sent the what-if and shows what /api/compare gives
    const sent = JSON.parse((await answered).request().postData() ?? '{}') as {
      planIds: string[];
      whatIf?: unknown;
    };
    expect(sent.whatIf).toEqual(whatIfRequest.whatIf);
    const compared = await fetch(url('/api/compare'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...whatIfRequest, page: 1, pageSize: 200 }),
    });
    const rows = ((await compared.json()) as CompareResponse).plans;
    const expected = sent.planIds.map((id) => {
      const row = rows.find((r) => r.plan.id === id);
      if (!row?.whatIf) throw new Error(`compare has no what-if row for ${id}`);
      return row;
    });
    await page.getByTestId('what-if-notice').waitFor();
    expect(await page.getByTestId('what-if-notice').textContent()).toContain(
      'kW of solar and a 13.5 kWh battery',
    );
    expect(await rowCells(page, 'Annual cost with the change')).toEqual(
      expected.map((r) => formatDollars(r.annualCostIncGst)),
    );
    expect(await rowCells(page, 'Before the change')).toEqual(
      expected.map((r) =>
        formatDollars(r.whatIf?.before.annualCostIncGst ?? 0),
      ),
    );
    expect(await rowCells(page, 'Difference')).toEqual(
      expected.map((r) => yearlyDifference(r.whatIf?.differenceDollars ?? 0)),
    );
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    // Act: the same plans without the change
    await page.getByRole('button', { name: 'Show without the change' }).click();
    // Assert: today's costs, which are the costs before
    await page.getByRole('button', { name: 'Show with the change' }).waitFor();
    await page
      .getByRole('rowheader', { name: 'Annual cost', exact: true })
      .waitFor();
    expect(await rowCells(page, 'Annual cost')).toEqual(
      expected.map((r) =>
        formatDollars(r.whatIf?.before.annualCostIncGst ?? 0),
      ),
    );
    expect(
      await page.getByRole('rowheader', { name: 'Before the change' }).count(),
    ).toBe(0);
    await page.close();
  });
});

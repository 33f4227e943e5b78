import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { MONTH_NAMES } from '#shared/format/month-names';
import { expectNoAxeViolations } from '#test-support/axe';
import { browserPerFile } from '#test-support/browser';
import { openUsageTab } from '#test-support/usage-tab';
import { gapNem12 } from '../fixtures/upload/upload-files.ts';

const browser = browserPerFile();
const url = (path: string) => `${inject('stackUrl')}${path}`;
const PHONE = { width: 375, height: 740 };

/** A chart's table as text, one `a | b | c` line per row. */
const tableRows = (table: Locator) =>
  table
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.children].map((cell) => cell.textContent).join(' | '),
      ),
    );

/** Shows a chart's table on screen with its own button. */
async function showTable(page: Page, caption: string) {
  const figure = page.locator('figure', { hasText: caption });
  await figure.getByRole('button', { name: 'Show as table' }).click();
  const table = figure.getByRole('table', { name: caption });
  await expect.poll(() => table.isVisible()).toBe(true);
  return table;
}

const pageOverflow = async (page: Page) =>
  Number(
    await page.evaluate(
      'document.documentElement.scrollWidth - window.innerWidth',
    ),
  );

const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));

describe('usage and costs drawn', () => {
  it('draws an uploaded meter file on a phone, its missing month blank, not 0', async () => {
    // Arrange
    const page = await browser().newPage({ viewport: PHONE });
    await page.goto(url('/compare?postcode=2000'));
    const panel = await openUsageTab(page, 'Upload bill');
    // Act
    await panel
      .getByLabel('Upload your bill or meter data', { exact: true })
      .setInputFiles(await gapNem12());
    await expect
      .poll(() => panel.getByText(/NEM12 meter 6305000003/).isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Compare Plans' }).click();
    await page
      .getByRole('heading', { name: 'Your usage, as we priced it' })
      .waitFor();
    const months = await showTable(page, 'Use by month');
    // Assert: by hand, 7 days a month of 17.2 kWh bought, 8 kWh exported
    // and 4.8 kWh controlled load; February has no readings.
    expect(await tableRows(months)).toEqual([
      'Month | Bought from the grid | Exported (solar) | Controlled load',
      'Jan 2025 (7 of 31 days) | 120.4 kWh | 56 kWh | 33.6 kWh',
      'Feb 2025 | No data | No data | No data',
      'Mar 2025 (7 of 31 days) | 120.4 kWh | 56 kWh | 33.6 kWh',
    ]);
    expect(await page.getByText(/no readings for 28 days/).isVisible()).toBe(
      true,
    );
    const windows = page.getByRole('table', {
      name: /Your use in the rate windows of/,
    });
    const shares = (await tableRows(windows))
      .slice(1)
      .map((row) => Number(row.split(' | ')[1]?.replace('%', '')));
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 0);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await page.close();
  });

  it('tables each side-by-side plan’s cost by month, adding up to its annual cost', async () => {
    // Arrange: two plans of the market, as a link shared from a comparison
    const response = await fetch(url('/api/compare'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        postcode: '2000',
        usage: { kind: 'monthlyKwh', monthlyKwh: 400 },
      }),
    });
    const { plans } = (await response.json()) as {
      plans: { plan: { id: string; planName: string } }[];
    };
    const picked = plans.slice(0, 2);
    const page = await browser().newPage({ viewport: PHONE });
    // Act
    await page.goto(
      url(
        `/compare/side-by-side?${new URLSearchParams({ plans: picked.map((p) => p.plan.id).join(','), postcode: '2000', energyType: 'Electricity', customerType: 'Residential', usage: '400' })}`,
      ),
    );
    const table = await showTable(page, 'Cost by month');
    // Assert
    const rows = await tableRows(table);
    expect(rows[0]).toBe(
      `Month | ${picked.map((p) => p.plan.planName).join(' | ')}`,
    );
    expect(rows.slice(1).map((row) => row.split(' | ')[0])).toEqual(
      MONTH_NAMES,
    );
    const annual = await page.locator('[data-annual-cost]').allTextContents();
    for (const [column, shown] of annual.entries()) {
      const total = rows
        .slice(1)
        .reduce(
          (sum, row) => sum + dollars(row.split(' | ')[column + 1] ?? ''),
          0,
        );
      // The annual cost is shown in whole dollars.
      expect(Math.abs(total - dollars(shown))).toBeLessThanOrEqual(0.5);
    }
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await page.close();
  });
});

import { describe, expect, inject, it } from 'vitest';
import type { CompareResponse } from '#shared/contracts/compare';
import { formatDollars } from '#shared/format/money-and-dates';
import { expectNoAxeViolations } from '#test-support/axe';
import { browserPerFile } from '#test-support/browser';
import { openUsageTab } from '#test-support/usage-tab';
import {
  makePdfBill,
  TIME_OF_USE_BILL_LINES,
} from '../fixtures/upload/make-pdf-bill.ts';
import { pdfPayload } from '../fixtures/upload/upload-files.ts';

const browser = browserPerFile();
const url = (path: string) => `${inject('stackUrl')}${path}`;
const PHONE = { width: 375, height: 740 };

describe('a PDF bill uploaded on a phone', () => {
  // The first pdf.js load of the run, then a compare: slow on busy cores.
  it('fills the bill step with its period and bands, names what it lacks, and compares the confirmed figures as if typed', {
    timeout: 150_000,
  }, async () => {
    // Arrange: a time-of-use bill that prints no controlled load
    const lines = TIME_OF_USE_BILL_LINES.filter(
      (line) => !line.startsWith('Controlled load'),
    );
    const page = await browser().newPage({ viewport: PHONE });
    await page.goto(url('/compare?postcode=2000'));
    const upload = await openUsageTab(page, 'Upload bill');
    // Act
    await upload
      .getByLabel('Upload your bill or meter data', { exact: true })
      .setInputFiles(pdfPayload(makePdfBill(lines), 'harbour-bill.pdf'));
    // Assert: the bill step holds what the bill prints, for confirming
    const tab = page.getByRole('tab', { name: 'Bill or home' });
    // pdf.js and its worker load on demand: slow on a busy machine.
    await expect
      .poll(() => tab.getAttribute('aria-selected'), { timeout: 60_000 })
      .toBe('true');
    const bill = page.getByRole('group', { name: 'From your bill' });
    const value = (label: string) =>
      bill.getByLabel(label, { exact: true }).inputValue();
    await expect.poll(() => value('Peak (kWh)')).toBe('512.3');
    expect(await value('First day of the bill')).toBe('2026-07-01');
    expect(await value('Last day of the bill')).toBe('2026-09-30');
    expect(await value('Shoulder (kWh)')).toBe('401.2');
    expect(await value('Off-peak (kWh)')).toBe('655.9');
    expect(await value('Solar exported (kWh)')).toBe('402.7');
    expect(await value('Controlled load (kWh)')).toBe('');
    await bill
      .getByText(/We couldn’t find: Controlled load \(kWh\)\./)
      .waitFor();
    await expectNoAxeViolations(page);

    // Act: the visitor corrects a figure, then compares
    await bill.getByLabel('Off-peak (kWh)', { exact: true }).fill('660');
    const answered = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/compare') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Compare Plans' }).click();
    const response = await answered;
    // Assert: the figures sent are the bill's, as confirmed
    const { inquiry: _, ...sent } = JSON.parse(
      response.request().postData() ?? '{}',
    );
    expect(sent.usage).toEqual({
      kind: 'bill',
      periods: [
        {
          startDate: '2026-07-01',
          endDate: '2026-09-30',
          peakKwh: 512.3,
          shoulderKwh: 401.2,
          offPeakKwh: 660,
          exportKwh: 402.7,
        },
      ],
    });
    // Assert: the rows show what the compare API answered for them
    expect(response.status()).toBe(200);
    const shown = (await response.json()) as CompareResponse;
    await page.getByRole('heading', { name: /plans for 2000/ }).waitFor();
    const first = shown.plans[0];
    expect(first).toBeDefined();
    const firstRow = page.locator('article.plan-card').first();
    expect(await firstRow.textContent()).toContain(first?.plan.planName);
    expect(await firstRow.locator('.annual strong').textContent()).toBe(
      formatDollars(first?.annualCostIncGst ?? 0),
    );
    await page.close();
  });
});

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerFile } from '#test-support/browser';
import { openUsageTab } from '#test-support/usage-tab';
import { BILL_FIGURES, makePdfBill } from '../fixtures/upload/make-pdf-bill.ts';
import {
  billPhoto,
  emptyPdf,
  exeRenamedPdf,
  notNem12Csv,
  oversizedPdf,
  pdfPayload,
  twoMetersNem12,
} from '../fixtures/upload/upload-files.ts';

/*
 * The bill and meter-data upload, driven through /compare: the
 * "Upload bill" usage tab renders <UsageUpload>, whose file input is
 * labelled "Upload your bill or meter data".
 */

const TAB = 'Upload bill';
const LABEL = 'Upload your bill or meter data';
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const browser = browserPerFile();

interface UploadPage {
  readonly page: Page;
  readonly input: Locator;
  readonly panel: Locator;
  readonly requests: Request[];
}

/** /compare with a postcode, on the upload tab, recording every request. */
async function openUpload(): Promise<UploadPage> {
  const page = await browser().newPage();
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.goto(`${inject('stackUrl')}/compare?postcode=2000`);
  const panel = await openUsageTab(page, TAB);
  const input = panel.getByLabel(LABEL, { exact: true });
  await input.waitFor({ state: 'attached' });
  return { page, input, panel, requests };
}

const visible = (scope: Page | Locator, text: string | RegExp) =>
  expect.poll(() => scope.getByText(text).first().isVisible()).toBe(true);

/** The usage the page sends when Compare Plans is pressed. */
async function comparedUsage(page: Page): Promise<Record<string, unknown>> {
  const sent = page.waitForRequest(
    (r) => r.url().endsWith('/api/compare') && r.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Compare Plans' }).click();
  const body = (await sent).postDataJSON() as {
    usage: Record<string, unknown>;
  };
  return body.usage;
}

/** No request carried the file: its bytes never leave the browser. */
function expectFileStayedLocal(requests: readonly Request[], marker: string) {
  const carried = requests.filter((r) => r.postDataBuffer()?.includes(marker));
  expect(carried.map((r) => r.url())).toEqual([]);
}

/** axe-core (WCAG 2.1 A/AA) on the upload panel as it is now. */
async function expectAccessible(page: Page) {
  // Evaluated, not a script tag: the page runs under the production CSP.
  await page.evaluate(readFileSync(axePath, 'utf8'));
  const violations = await page.evaluate(async () => {
    const g = globalThis as unknown as {
      axe: { run: (c: unknown, o: object) => Promise<AxeResults> };
      document: { querySelector: (s: string) => unknown };
    };
    const panel = g.document.querySelector('[role="tabpanel"]');
    const results = await g.axe.run(panel, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
      },
    });
    return results.violations.map((v) => `${v.id}: ${v.help}`);
  });
  expect(violations).toEqual([]);
}

const sum = (values: unknown) =>
  (values as number[]).reduce((total, value) => total + value, 0);

describe('bill and meter-data upload on /compare', () => {
  it('reads a two-meter NEM12 file in the browser and prices only the chosen meter', async () => {
    // Arrange
    const { page, input, panel, requests } = await openUpload();
    // Act
    await input.setInputFiles(await twoMetersNem12());
    const meters = panel.getByRole('group', { name: /2 meters/ });
    await meters.getByRole('radio', { name: /NMI 4102000002/ }).check();
    await meters.getByRole('button', { name: 'Use this meter' }).click();
    await visible(
      panel,
      'NEM12 meter 4102000002: 3 days, 86 kWh used, 7 kWh exported',
    );
    await meters.getByRole('radio', { name: /NMI 6305000001/ }).check();
    await meters.getByRole('button', { name: 'Use this meter' }).click();
    const usage = await comparedUsage(page);
    // Assert
    await visible(
      panel,
      'NEM12 meter 6305000001: 3 days, 58 kWh used, 36 kWh exported, ' +
        '48 of 288 readings estimated or substituted',
    );
    expect(usage).toMatchObject({
      kind: 'intervals',
      startDate: '2026-03-01',
      intervalMinutes: 30,
    });
    expect(usage.importKwh).toHaveLength(144);
    expect(sum(usage.importKwh)).toBeCloseTo(57.6);
    expect(sum(usage.exportKwh)).toBeCloseTo(36);
    expectFileStayedLocal(requests, '100,NEM12');
    await expectAccessible(page);
    await page.close();
  });

  it('explains each file it cannot use and stays usable for the next one', async () => {
    // Arrange
    const { page, input, panel } = await openUpload();
    const cases = [
      [oversizedPdf(), 'That file is 12.3 MB; the limit is 10 MB.'],
      [exeRenamedPdf(), /^This file is not a PDF we can read\./],
      [emptyPdf(), /^That file is empty\./],
      [
        await notNem12Csv(),
        /^This \.csv file is not NEM12 meter data \(line 1: not a NEM12 file/,
      ],
    ] as const;
    for (const [file, message] of cases) {
      // Act
      await input.setInputFiles(file);
      // Assert
      await expect
        .poll(() => panel.getByRole('alert').first().textContent())
        .toMatch(message);
      expect(await input.getAttribute('aria-invalid')).toBe('true');
    }
    // Act: a good file after the errors.
    await input.setInputFiles(await twoMetersNem12());
    // Assert
    await visible(panel, /This file has data for 2 meters/);
    expect(await panel.getByRole('alert').count()).toBe(0);
    await page.close();
  });

  it('reads a PDF bill’s text with pdf.js loaded on demand, and fills the bill step for the visitor to confirm', async () => {
    // Arrange
    const { page, input, requests } = await openUpload();
    const pdfAssets = () =>
      requests.filter((r) => /\/assets\/pdf[.-]/.test(r.url()));
    expect(pdfAssets()).toEqual([]);
    // Act
    await input.setInputFiles(pdfPayload(makePdfBill()));
    // Assert: what was read, in the bill step, before it is confirmed
    const bill = page.getByRole('group', { name: 'From your bill' });
    const used = bill.getByLabel('Electricity used (kWh)');
    // pdf.js and its worker load on demand: slow on a busy machine.
    await expect
      .poll(() => used.inputValue(), { timeout: 45_000 })
      .toBe(String(BILL_FIGURES.kwh));
    expect(await bill.getByLabel('First day of the bill').inputValue()).toBe(
      '2026-01-01',
    );
    expect(await bill.getByLabel('Last day of the bill').inputValue()).toBe(
      '2026-03-31',
    );
    await visible(
      bill,
      /We couldn’t find: Controlled load \(kWh\), Solar exported \(kWh\)\./,
    );
    // Act
    const usage = await comparedUsage(page);
    // Assert
    expect(usage).toEqual({
      kind: 'bill',
      periods: [
        { startDate: '2026-01-01', endDate: '2026-03-31', generalKwh: 1234 },
      ],
    });
    expect(pdfAssets().length).toBeGreaterThan(0);
    expectFileStayedLocal(requests, '%PDF-');
    await page.close();
  });

  it('asks for the figures when nothing can be read: a scan with no text, a photo', async () => {
    // Arrange
    const { page, input, panel } = await openUpload();
    // Act
    await input.setInputFiles(pdfPayload(makePdfBill([]), 'scan.pdf'));
    // Assert
    await visible(panel, /This PDF has no text we can read/);
    const amount = panel.getByLabel('Bill amount ($)');
    expect(await amount.inputValue()).toBe('');
    // Act: confirm empty, then correct.
    await panel.getByRole('button', { name: 'Use these figures' }).click();
    await visible(panel, /Enter the total amount of the bill in dollars/);
    await amount.fill('150');
    await panel.getByLabel('Days in the billing period').fill('30');
    await panel.getByLabel('Days in the billing period').press('Enter');
    const usage = await comparedUsage(page);
    // Assert
    await visible(panel, 'Bill of $150.00 for 30 days: about $152.20 a month');
    expect(usage).toEqual({ kind: 'monthlyBill', monthlyBillDollars: 152.2 });
    // Act: a photo of a bill.
    await input.setInputFiles(billPhoto());
    // Assert
    await visible(panel, /We can't read photos of bills automatically yet/);
    expect(await panel.getByLabel('Bill amount ($)').inputValue()).toBe('');
    await page.close();
  });
});

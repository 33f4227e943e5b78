import { describe, expect, inject, it } from 'vitest';
import { browserPerFile } from '#test-support/browser';
import { isListedRetailer, plansAt2000 } from '#test-support/listed-plans';
import { openUsageTab } from '#test-support/usage-tab';
import { BILL_LINES, makePdfBill } from '../fixtures/upload/make-pdf-bill.ts';
import { pdfPayload } from '../fixtures/upload/upload-files.ts';

const browser = browserPerFile();
const url = (path: string) => `${inject('stackUrl')}${path}`;

/** A fixture plan at 2000 of a listed retailer, with a name a PDF can carry. */
async function planOnTheBill() {
  const plan = (await plansAt2000())
    .slice(1)
    .find((p) => isListedRetailer(p) && /^[\x20-\x7e]+$/.test(p.planName));
  if (!plan) throw new Error('no listed retailer sells at 2000');
  return plan;
}

describe('the plan an uploaded bill names', () => {
  it('is proposed, becomes the current plan when accepted, and the results mark it', async () => {
    // Arrange: a bill of our own naming a fixture retailer and plan
    const plan = await planOnTheBill();
    const bill = makePdfBill([
      `${plan.retailer}    Electricity bill - Tax invoice`,
      `Your plan: ${plan.planName}`,
      ...BILL_LINES.slice(1),
    ]);
    const page = await browser().newPage();
    await page.goto(url('/compare?postcode=2000'));
    const panel = await openUsageTab(page, 'Upload bill');
    // Act: upload the bill
    await panel
      .getByLabel('Upload your bill or meter data', { exact: true })
      .setInputFiles(pdfPayload(bill));
    // Assert: its figures fill the bill step; the proposal names the plan,
    // the retailer is chosen, and no plan is chosen yet
    const used = page
      .getByRole('group', { name: 'From your bill' })
      .getByLabel('Electricity used (kWh)');
    // pdf.js and its worker load on demand: slow on a busy machine.
    await expect
      .poll(() => used.inputValue(), { timeout: 45_000 })
      .toBe('1234');
    const proposal = page.getByText(
      `Your bill names ${plan.retailer} ${plan.planName}.`,
    );
    await proposal.waitFor();
    expect(await page.getByLabel('Current retailer').inputValue()).toBe(
      plan.retailer,
    );
    const combobox = page.getByRole('combobox', { name: 'Your current plan' });
    expect(await combobox.inputValue()).toBe("I don't know");
    // Act: accept it
    await page
      .getByRole('button', { name: 'Use it as my current plan' })
      .click();
    // Assert: it is the current plan, and the results mark it
    await expect.poll(() => combobox.inputValue()).toBe(plan.planName);
    expect(await page.getByLabel('Current retailer').inputValue()).toBe(
      plan.retailer,
    );
    await page.getByRole('button', { name: 'Compare Plans' }).click();
    await page
      .getByText(/^Your plan costs \$[\d,]+ a year and ranks/)
      .waitFor();
    const mine = page.locator('article.plan-card', {
      has: page.getByRole('heading', { name: plan.planName, exact: true }),
    });
    await expect.poll(() => mine.count()).toBe(1);
    expect(await mine.getByText('Your current plan').count()).toBe(1);
    await page.close();
  });
});

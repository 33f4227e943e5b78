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
    // Act: upload and confirm the figures
    await panel
      .getByLabel('Upload your bill or meter data', { exact: true })
      .setInputFiles(pdfPayload(bill));
    await expect
      .poll(() => panel.getByLabel('Bill amount ($)').inputValue())
      .toBe('412.25');
    await panel.getByRole('button', { name: 'Use these figures' }).click();
    // Assert: the proposal names the plan; nothing is chosen yet
    const proposal = page.getByText(
      `Your bill names ${plan.retailer} ${plan.planName}.`,
    );
    await proposal.waitFor();
    const combobox = page.getByRole('combobox', { name: 'Your current plan' });
    expect(await combobox.count()).toBe(0);
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

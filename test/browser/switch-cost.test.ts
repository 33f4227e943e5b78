import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerFile } from '#test-support/browser';
import { openUsageTab } from '#test-support/usage-tab';
import { twoMetersNem12 } from '../fixtures/upload/upload-files.ts';

const browser = browserPerFile();

/** The second card's annual cost, then Switch Now on that card. */
async function switchFromSecondCard(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Compare Plans' }).click();
  const card = page.locator('article.plan-card').nth(1);
  const figure = await card.locator('.annual strong').textContent();
  await card.getByRole('link', { name: 'Switch Now' }).click();
  await page.waitForURL(/\/switch\?/);
  return figure ?? '';
}

const summaryFigure = (page: Page) =>
  page.locator('.quote-figure').first().textContent();

describe('/switch shows the cost the result card showed', () => {
  it('for a typed monthly usage, on the summary, beside the form and once submitted, naming the usage', async () => {
    // Arrange
    const page = await browser().newPage();
    await page.goto(`${inject('stackUrl')}/compare?postcode=3000`);
    // Typed once the app has taken over: this test is of the cost model;
    // typing during the hand-over has its own test (typed-before-hydration).
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Monthly usage (kWh)').fill('450');
    // Act
    const onCard = await switchFromSecondCard(page);
    // Assert
    expect(onCard).toMatch(/^\$[\d,]+$/);
    expect(await summaryFigure(page)).toBe(onCard);
    await expect
      .poll(() => page.getByText('based on 450 kWh a month').count(), {
        timeout: 10_000,
      })
      .toBe(1);
    await page
      .getByRole('button', { name: 'Continue to Your Details' })
      .click();
    const aside = page.getByRole('complementary', { name: 'Your chosen plan' });
    expect(await aside.locator('.quote-figure').textContent()).toBe(onCard);
    const form = page.getByRole('form', { name: 'Your details' });
    await form.getByLabel('First name').fill('Mei');
    await form.getByLabel('Last name').fill('Chen');
    await form.getByLabel('E-mail').fill(`mei.${Date.now()}@example.com`);
    await form.getByLabel('Phone').fill('0412 000 111');
    await form.getByLabel(/I agree to switch/).check();
    await form.getByRole('button', { name: 'Submit Switch Request' }).click();
    await page
      .getByText(`Estimated cost: ${onCard} a year, based on 450 kWh a month.`)
      .waitFor();
    await page.close();
  });

  it('for uploaded meter data, carried in the tab rather than the URL', async () => {
    // Arrange
    const page = await browser().newPage();
    await page.goto(`${inject('stackUrl')}/compare?postcode=2000`);
    const panel = await openUsageTab(page, 'Upload bill');
    await panel
      .getByLabel('Upload your bill or meter data', { exact: true })
      .setInputFiles(await twoMetersNem12());
    const meters = panel.getByRole('group', { name: /2 meters/ });
    await meters.getByRole('radio', { name: /NMI 6305000001/ }).check();
    await meters.getByRole('button', { name: 'Use this meter' }).click();
    // Act
    const onCard = await switchFromSecondCard(page);
    // Assert
    expect(page.url()).not.toContain('importKwh');
    expect(await summaryFigure(page)).toBe(onCard);
    await expect
      .poll(() =>
        page
          .getByText(
            'based on your meter data from 1 March 2026 to 3 March 2026',
          )
          .count(),
      )
      .toBe(1);
    await page.close();
  });

  it('asks for the usage again when the meter data is gone, rather than guessing', async () => {
    // Arrange: the link of a meter-data comparison, opened in a new tab.
    const first = await browser().newPage();
    await first.goto(`${inject('stackUrl')}/compare?postcode=3000`);
    await first.getByRole('button', { name: 'Compare Plans' }).click();
    const href = await first
      .locator('article.plan-card')
      .first()
      .getByRole('link', { name: 'Switch Now' })
      .getAttribute('href');
    await first.close();
    const page = await browser().newPage();
    const link = `${href}`.replace(/usage=[^&]*/, 'usage=meter');
    // Act
    await page.goto(`${inject('stackUrl')}${link}`);
    const prompt = page.getByRole('form', { name: 'Your usage' });
    await prompt.getByLabel('Monthly usage (kWh)').fill('450');
    await prompt.getByRole('button', { name: 'Show my estimate' }).click();
    // Assert
    await expect
      .poll(() => page.getByText('based on 450 kWh a month').count(), {
        timeout: 10_000,
      })
      .toBe(1);
    expect(await summaryFigure(page)).toMatch(/^\$[\d,]+$/);
    await page.close();
  });
});

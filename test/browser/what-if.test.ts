import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { CompareResponse } from '#shared/contracts/compare';
import { formatDollars } from '#shared/format/money-and-dates';
import { expectNoAxeViolations } from '#test-support/axe';
import { browserPerFile } from '#test-support/browser';

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

describe('what if, on a phone', () => {
  it('prices solar and a battery on every plan after a comparison, shows a refused size beside its field, and re-ranks', async () => {
    // Arrange: a comparison, as a new visitor makes one
    const page = await browser().newPage({ viewport: PHONE });
    await page.goto(url('/compare?postcode=2000'));
    await page.getByRole('button', { name: 'Compare Plans' }).click();
    await page.getByRole('heading', { name: /plans for 2000/ }).waitFor();
    const panel = page.locator('section.what-if');
    await panel.getByRole('button', { name: 'Try a change' }).click();
    await panel.getByRole('checkbox', { name: 'Add solar panels' }).check();
    await panel.getByRole('checkbox', { name: 'Add a battery' }).check();
    const solarKw = panel.getByRole('spinbutton', { name: 'Solar size (kW)' });

    // Act: a size no home installs
    await solarKw.fill('45');
    const refused = whatIfAnswer(page);
    await panel.getByRole('button', { name: 'Price every plan' }).click();
    // Assert
    expect((await refused).status()).toBe(400);
    await panel.getByText('Enter 0.5 to 30 kW.').waitFor();
    expect(await solarKw.getAttribute('aria-invalid')).toBe('true');
    expect(await solarKw.inputValue()).toBe('45');

    // Act: a size that fits
    await solarKw.fill('6.6');
    const priced = whatIfAnswer(page);
    await panel.getByRole('button', { name: 'Price every plan' }).click();
    const answer = (await (await priced).json()) as CompareResponse;
    // Assert: the page shows what the API priced
    const best = answer.whatIf?.bestAfter;
    const after = panel.getByRole('region', {
      name: 'Cheapest with the change',
    });
    await after.waitFor();
    expect(await after.textContent()).toContain(best?.planName);
    expect(await after.textContent()).toContain(
      `With the change${formatDollars(best?.annualCostIncGst ?? 0)} a year`,
    );
    expect(
      await panel.getByText(/and making the change/).textContent(),
    ).toMatch(/a year less than the cheapest plan today/);
    const rows = panel
      .getByRole('region', { name: 'Plans ranked with the change' })
      .getByRole('listitem');
    expect(await rows.count()).toBe(Math.min(10, answer.totalPlans));
    expect(await rows.first().textContent()).toContain(
      `With the change${formatDollars(answer.plans[0]?.annualCostIncGst ?? 0)}`,
    );
    const balance = panel.getByRole('region', { name: "A year's energy" });
    expect(await balance.textContent()).toContain('Stored in the battery');
    const figure = panel.locator('figure', { hasText: 'Average day' });
    await figure.getByRole('button', { name: 'Show as table' }).click();
    const table = figure.getByRole('table');
    await expect.poll(() => table.isVisible()).toBe(true);
    expect(await table.getByRole('row').count()).toBe(49);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await page.close();
  });
});

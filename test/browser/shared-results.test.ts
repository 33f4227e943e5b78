import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerFile } from '#test-support/browser';
import { randomViewerAddress } from '#test-support/viewer-address';

const browser = browserPerFile();
const url = (path: string) => `${inject('stackUrl')}${path}`;

/** A visitor of its own per page, inside the per-visitor limits. */
const freshPage = () =>
  browser().newPage({
    extraHTTPHeaders: { 'cloudfront-viewer-address': randomViewerAddress() },
  });

/** The results heading and every row's plan name, in order. */
const shown = (page: Page) =>
  page.evaluate<string[]>(`[
    document.querySelector('.results-head h2')?.textContent ?? '',
    ...[...document.querySelectorAll('article.plan-card h3')].map(
      (name) => name.textContent ?? '',
    ),
  ]`);

describe('shared results', () => {
  it('open in a fresh page with the same inputs and the same results, and hold no name or phone', async () => {
    // Arrange: a comparison of a link that named the visitor.
    const page = await freshPage();
    await page.goto(url('/compare?postcode=2000&name=Jo&phone=0400000000'));
    await expect
      .poll(() => page.getByLabel('Postcode').inputValue())
      .toBe('2000');
    await page.getByLabel('Monthly usage (kWh)').fill('450');
    await page.getByRole('button', { name: 'Compare Plans' }).click();
    await page.getByRole('heading', { name: /plans for 2000/ }).waitFor();
    await page.getByRole('button', { name: 'Show filters' }).click();
    await page.getByLabel('No exit fee').check();
    const sorted = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/compare') &&
        (r.request().postDataJSON() as { sort: string }).sort === 'usage_rate',
    );
    await page.getByLabel('Sort results').selectOption('usage_rate');
    const { totalPlans, postcode, plans } = (await (await sorted).json()) as {
      totalPlans: number;
      postcode: string;
      plans: { plan: { planName: string } }[];
    };
    const before = [
      `${totalPlans} plans for ${postcode}`,
      ...plans.map((p) => p.plan.planName),
    ];
    await expect.poll(() => shown(page)).toEqual(before);
    await page.waitForURL(/noExitFee=1.*sort=usage_rate/);
    const link = page.url();
    expect(link).not.toMatch(/Jo|0400000000|name=|phone=/);
    expect(new URL(link).searchParams.get('usage')).toBe('450');
    // Act: someone else opens the link.
    const other = await freshPage();
    await other.goto(link);
    // Assert: compared at once, on the same inputs, to the same results.
    await expect.poll(() => shown(other), { timeout: 20_000 }).toEqual(before);
    expect(await other.getByLabel('Monthly usage (kWh)').inputValue()).toBe(
      '450',
    );
    expect(await other.getByLabel('Sort results').inputValue()).toBe(
      'usage_rate',
    );
    await other.getByRole('button', { name: 'Show filters' }).click();
    expect(await other.getByLabel('No exit fee').isChecked()).toBe(true);
    await page.close();
    await other.close();
  });
});

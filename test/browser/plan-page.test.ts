import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { planKey, planTariffKey } from '#data/keys';
import type { PlanDetailsResponse } from '#shared/contracts/plan-details';
import type { PlanListPage } from '#shared/contracts/plan-lists';
import { expectNoAxeViolations } from '#test-support/axe';
import { browserPerFile } from '#test-support/browser';
import { tableClient } from '#test-support/table';

const browser = browserPerFile();
const table = tableClient();
afterAll(() => table.close());
const url = (path: string) => `${inject('stackUrl')}${path}`;
const PHONE = { width: 375, height: 740 };

const api = async <T>(path: string) =>
  (await (await fetch(url(path))).json()) as T;

/** No part of the page is wider than the phone: nothing to scroll sideways. */
const pageOverflow = async (page: Page) =>
  Number(
    await page.evaluate(
      'document.documentElement.scrollWidth - window.innerWidth',
    ),
  );

const canonical = (page: Page) =>
  page.locator('link[rel="canonical"]').getAttribute('href');

/** A published NSW fixture plan whose usage price changes with the time. */
async function timeOfUsePlan() {
  const { plans } = await api<PlanListPage>('/api/plans?state=NSW&limit=100');
  for (const plan of plans) {
    const details = await api<PlanDetailsResponse>(
      `/api/plans/${encodeURIComponent(plan.id)}/details`,
    );
    if (details.tariffMap?.layout === 'timeOfUse') return details;
  }
  throw new Error('the NSW fixtures publish a time-of-use plan');
}

describe('plan page', () => {
  it('opens from a card on /compare at its top and prices the plan on the same usage as the card', async () => {
    // Arrange
    const page = await browser().newPage({ viewport: PHONE });
    await page.goto(url('/compare?postcode=2000'));
    await expect
      .poll(() => page.getByLabel('Postcode').inputValue())
      .toBe('2000');
    await page.getByRole('button', { name: 'Compare Plans' }).click();
    await page.getByRole('heading', { name: /plans for 2000/ }).waitFor();
    // The third card, so the page is scrolled when its link is followed.
    const card = page.locator('article.plan-card').nth(2);
    const name = (await card.locator('h3').textContent()) ?? '';
    const cardCost = await card.locator('p.annual strong').textContent();
    await card.scrollIntoViewIfNeeded();
    expect(await page.evaluate<number>('window.scrollY')).toBeGreaterThan(0);
    // Act
    await card.locator('h3 a').click();
    // Assert
    await page.waitForURL(/\/plans\/[^?]+\?/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.evaluate<number>('window.scrollY')).toBe(0);
    const own = page.getByTestId('own-annual-cost');
    await own.waitFor();
    expect(await own.locator('strong').textContent()).toBe(cardCost);
    await page.getByTestId('typical-annual-cost').waitFor();
    const id = decodeURIComponent(
      new URL(page.url()).pathname.replace('/plans/', ''),
    );
    expect(await canonical(page)).toMatch(
      new RegExp(`/plans/${encodeURIComponent(id)}$`),
    );
    expect(await page.title()).toContain(name);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await page.close();
  });

  it('opens from a shared link at 375 px, indexable, and its tariff map reads as a table by keyboard', async () => {
    // Arrange
    const { plan } = await timeOfUsePlan();
    const page = await browser().newPage({ viewport: PHONE });
    // Act
    await page.goto(url(`/plans/${encodeURIComponent(plan.id)}`));
    // Assert
    await page
      .getByRole('heading', { level: 1, name: plan.planName })
      .waitFor();
    await page.getByTestId('own-cost-prompt').waitFor();
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    const figure = page
      .locator('figure')
      .filter({ hasText: 'Usage rates by time of day' })
      .first();
    const toggle = figure.getByRole('button', { name: 'Show as table' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const mapTable = figure.getByRole('table');
    await expect.poll(() => mapTable.isVisible()).toBe(true);
    expect(
      await mapTable.getByRole('rowheader', { name: /^Weekdays, / }).count(),
    ).toBeGreaterThan(1);
    expect(
      await mapTable.getByRole('cell', { name: /c\/kWh$/ }).count(),
    ).toBeGreaterThan(1);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await page.title()).toContain(plan.planName);
    await expectNoAxeViolations(page);
    await page.close();
  });

  it('shows the plan’s price history, one point per kept version, with the numbers as a table', async () => {
    // Arrange
    const { plan } = await timeOfUsePlan();
    const history = (await (
      await fetch(url(`/api/plans/${encodeURIComponent(plan.id)}/history`))
    ).json()) as { versions: unknown[] };
    const page = await browser().newPage({ viewport: PHONE });
    // Act
    await page.goto(url(`/plans/${encodeURIComponent(plan.id)}`));
    // Assert
    const section = page.locator('section', {
      has: page.getByRole('heading', { name: 'Price history' }),
    });
    await section.waitFor();
    const count = history.versions.length;
    expect(count).toBeGreaterThan(0);
    await section
      .getByText(
        count === 1
          ? /^Unchanged since .+, when we first saw it published\.$/
          : new RegExp(`^${count} published versions since `),
      )
      .waitFor();
    const costs = section
      .locator('figure')
      .filter({ hasText: 'Cost a year at a typical use' })
      .getByRole('table');
    expect(await costs.locator('tbody tr').count()).toBe(count);
    await page.close();
  });

  it('shows a withdrawn plan’s last known details, clearly marked', async () => {
    // Arrange: a copy of a published plan, stored as the import leaves a withdrawn one.
    const { plan } = await timeOfUsePlan();
    const { gsi1pk, gsi1sk, ...record } =
      (await table.get(planKey(plan.id))) ?? {};
    await table.put({
      ...record,
      ...planKey('TEST-WITHDRAWN-WEB'),
      id: 'TEST-WITHDRAWN-WEB',
      isActive: false,
    });
    const tariff = await table.get(planTariffKey(plan.id));
    await table.put({ ...tariff, ...planTariffKey('TEST-WITHDRAWN-WEB') });
    const page = await browser().newPage({ viewport: PHONE });
    // Act
    const response = await page.goto(url('/plans/TEST-WITHDRAWN-WEB'));
    // Assert
    expect(response?.status()).toBe(200);
    const notice = page.getByTestId('withdrawn');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('No longer offered');
    await page.getByTestId('typical-annual-cost').waitFor();
    expect(await page.title()).toContain('(withdrawn)');
    await expectNoAxeViolations(page);
    await page.close();
  });

  it('answers a plan id that never existed with links to /compare and /rates, kept out of search results', async () => {
    const page = await browser().newPage({ viewport: PHONE });
    await page.goto(url('/plans/NO-SUCH-PLAN-7'));
    await page.getByRole('heading', { name: 'Plan not found' }).waitFor();
    // The served page already says so; the app, taking over, says it again
    // once its own lookup has answered.
    await expect.poll(() => page.title()).toMatch(/^Plan not found/);
    const main = page.locator('main');
    expect(
      await main
        .getByRole('link', { name: 'Compare plans' })
        .getAttribute('href'),
    ).toBe('/compare');
    expect(
      await main
        .getByRole('link', { name: 'See all rates' })
        .getAttribute('href'),
    ).toBe('/rates');
    expect(
      await page.locator('meta[name="robots"]').getAttribute('content'),
    ).toBe('noindex');
    await page.close();
  });
});

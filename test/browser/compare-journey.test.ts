import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from '#test-support/axe';
import { browserPerFile } from '#test-support/browser';
import { staysEqual } from '#test-support/http';
import { tabTo } from '#test-support/keyboard';
import { tableClient } from '#test-support/table';

const browser = browserPerFile();
const table = tableClient();
const url = (path: string) => `${inject('stackUrl')}${path}`;

afterAll(() => {
  table.close();
});

/**
 * Opens /compare at a postcode and waits until the app shows it: the
 * pre-rendered first paint has an empty form until the app takes over.
 */
async function openCompareAt(page: Page, postcode: string) {
  await page.goto(url(`/compare?postcode=${postcode}`));
  await expect
    .poll(() => page.getByLabel('Postcode').inputValue())
    .toBe(postcode);
}

async function compareAt(page: Page, postcode: string) {
  // A phone of its own: one seen before would join that person's inquiry.
  const phone = `04${Math.random().toString().slice(2, 10)}`;
  await page.goto(url(`/compare?postcode=${postcode}&name=Jo&phone=${phone}`));
  await page.getByRole('button', { name: 'Compare Plans' }).click();
  await page
    .getByRole('heading', { name: new RegExp(`plans for ${postcode}`) })
    .waitFor();
}

/** The plan count in the results heading ("12 plans for 2000"). */
async function totalShown(page: Page): Promise<number> {
  const text = await page
    .getByRole('heading', { name: /plans for \d{4}/ })
    .textContent();
  return Number(/(\d+) plans for/.exec(text ?? '')?.[1] ?? Number.NaN);
}

/** The "Exit fees" value of every plan card on the page. */
const exitFeesShown = (page: Page) =>
  page.$$eval('article.plan-card', (cards) =>
    cards.map((card) => {
      const term = [...card.querySelectorAll('dt')].find(
        (dt) => dt.textContent === 'Exit fees',
      );
      return term?.nextElementSibling?.textContent ?? '';
    }),
  );

describe('comparing plans', () => {
  it('ranks plans after Compare Plans, recomputes on a filter, and saves one inquiry', async () => {
    // Arrange
    const page = await browser().newPage();
    const before = await table.leadCount('inquiry');
    // Act
    await compareAt(page, '2000');
    const cards = page.locator('article.plan-card');
    const firstCount = await cards.count();
    await page.getByRole('button', { name: 'Show filters' }).click();
    const recomputed = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/compare') &&
        JSON.parse(r.request().postData() ?? '{}').filters?.noExitFee === true,
    );
    await page.getByLabel('No exit fee').check();
    // Assert: the page asked again with the filter and shows that answer.
    expect(firstCount).toBeGreaterThan(2);
    const filtered = (await (await recomputed).json()) as {
      totalPlans: number;
      plans: unknown[];
    };
    await expect.poll(() => totalShown(page)).toBe(filtered.totalPlans);
    await expect.poll(() => cards.count()).toBe(filtered.plans.length);
    const exitFees = await exitFeesShown(page);
    expect(exitFees.length).toBeGreaterThan(0);
    for (const fee of exitFees) expect(['None', '$0']).toContain(fee);
    await expect
      .poll(() => cards.first().getByText('Best Value').isVisible())
      .toBe(true);
    await cards
      .first()
      .getByRole('button', { name: 'Show Details and cost breakdown' })
      .click();
    await expect
      .poll(() =>
        cards
          .first()
          .getByText('Your estimated year, GST included')
          .isVisible(),
      )
      .toBe(true);
    expect(
      await cards
        .first()
        .getByRole('link', { name: /View Provider Site/ })
        .getAttribute('rel'),
    ).toContain('noopener');
    // The recompute saved no second inquiry, even a late one.
    expect(await table.leadCount('inquiry')).toBe(before + 1);
    await staysEqual(() => table.leadCount('inquiry'), before + 1);
    await expectNoAxeViolations(page);
    await page.close();
  });

  it('keeps Compare Plans disabled until the postcode has 4 digits and shows the state badge', async () => {
    const page = await browser().newPage();
    await page.goto(url('/compare'));
    const button = page.getByRole('button', { name: 'Compare Plans' });
    await page.getByLabel('Postcode').fill('300');
    expect(await button.isDisabled()).toBe(true);
    await page.getByLabel('Postcode').fill('3000');
    expect(await button.isDisabled()).toBe(false);
    await expect
      .poll(() => page.locator('.badge-state').textContent())
      .toBe('State: VIC');
    await page.close();
  });

  it('says so when the plans cannot load', async () => {
    const page = await browser().newPage();
    await page.route('**/api/compare', (route) =>
      route.fulfill({ status: 500, body: '{}' }),
    );
    await page.goto(url('/compare?postcode=2000'));
    await page.getByRole('button', { name: 'Compare Plans' }).click();
    await expect
      .poll(() =>
        page
          .getByText('Failed to load energy plans. Please try again.')
          .isVisible(),
      )
      .toBe(true);
    await page.close();
  });

  it('asks which network when the postcode has two', async () => {
    const page = await browser().newPage();
    await compareAt(page, '2113');
    await page.getByLabel('Your network').selectOption('Endeavour Energy');
    await expect
      .poll(() =>
        page.getByText('Which electricity network are you on?').isVisible(),
      )
      .toBe(false);
    await page.close();
  });

  it('works on a 375 px wide phone with the keyboard alone', async () => {
    const page = await browser().newPage({
      viewport: { width: 375, height: 800 },
    });
    await openCompareAt(page, '3000');
    await tabTo(page, page.getByRole('button', { name: 'Compare Plans' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /plans for 3000/ }).waitFor();
    // The first result's Switch Now is in reach of Tab and opens the switch.
    const switchNow = page
      .locator('article.plan-card')
      .first()
      .getByRole('link', { name: 'Switch Now' });
    await tabTo(page, switchNow);
    const width = await page.evaluate('document.documentElement.scrollWidth');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/switch\?/);
    expect(Number(width)).toBeLessThanOrEqual(375);
    await page.close();
  });
});

describe('keyboard use', () => {
  it('opens the filters and the bills calculator, and closes it, with the keyboard alone', async () => {
    // Arrange
    const page = await browser().newPage();
    await openCompareAt(page, '2000');
    // Act: filters
    await tabTo(page, page.getByRole('button', { name: 'Show filters' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByLabel('No exit fee'));
    await page.keyboard.press('Space');
    // Act: calculator
    await tabTo(page, page.getByRole('button', { name: 'Calculate Bills' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Calculate your bills' });
    const typeInto = async (field: Locator, text: string) => {
      await tabTo(page, field);
      await page.keyboard.type(text);
    };
    await typeInto(
      dialog.getByLabel('Peak use (kWh a day)', { exact: true }),
      '10',
    );
    await typeInto(
      dialog.getByLabel('Peak rate ($ per kWh)', { exact: true }),
      '0.30',
    );
    await typeInto(dialog.getByLabel('Supply charge ($ a day)').first(), '1');
    // Assert: (10 × 0.30 + 1) × 30.44 = $121.76 a month.
    expect(await page.getByLabel('No exit fee').isChecked()).toBe(true);
    await expect.poll(() => dialog.getByText('$121.76').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.close();
  });
});

describe('switching and the rates', () => {
  it('takes a plan through the three steps to the confirmation', async () => {
    // Arrange
    const page = await browser().newPage();
    await compareAt(page, '3000');
    // Act
    await page
      .locator('article.plan-card')
      .first()
      .getByRole('link', { name: 'Switch Now' })
      .click();
    await page.waitForURL(/\/switch\?/);
    await page
      .getByRole('button', { name: 'Continue to Your Details' })
      .click();
    const form = page.getByRole('form', { name: 'Your details' });
    const submit = form.getByRole('button', { name: 'Submit Switch Request' });
    expect(await submit.isDisabled()).toBe(true);
    await form.getByLabel('First name').fill('Mei');
    await form.getByLabel('Last name').fill('Chen');
    await form.getByLabel('E-mail').fill(`mei.${Date.now()}@example.com`);
    await form.getByLabel('Phone').fill('0412 000 111');
    await form.getByLabel('NMI (electricity)').fill('12345');
    await form.getByLabel(/I agree to switch/).check();
    await submit.click();
    await expect
      .poll(() => page.getByText(/An NMI is 10 letters or numbers/).isVisible())
      .toBe(true);
    await form.getByLabel('NMI (electricity)').fill('2001985732');
    await expectNoAxeViolations(page);
    await submit.click();
    // Assert
    await page
      .getByRole('heading', { name: 'Switch request submitted successfully!' })
      .waitFor();
    expect(
      await page.getByText('10 business day cooling-off').isVisible(),
    ).toBe(true);
    await page.close();
  });

  it('shows Plan Not Found for an unknown plan and goes back to the comparison', async () => {
    const page = await browser().newPage();
    await page.goto(url('/switch?plan=NO-SUCH-PLAN'));
    await page.getByRole('heading', { name: 'Plan Not Found' }).waitFor();
    await page.waitForURL(/\/compare$/, { timeout: 8000 });
    await page.close();
  });

  it('asks for the state first, lists its rates, sorts them, remembers the state and passes axe', async () => {
    const page = await browser().newPage();
    await page.goto(url('/rates'));
    await page.getByText('Choose your state to see the plans').waitFor();
    expect(await page.locator('tbody tr').count()).toBe(0);
    const listed = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/rates' &&
        new URL(response.url()).searchParams.get('state') === 'VIC',
    );
    await page.getByLabel('Your state').selectOption('VIC');
    expect((await listed).status()).toBe(200);
    await page.locator('tbody tr').first().waitFor();
    await page.getByLabel('Sort by').selectOption('green_energy');
    await page.getByText(/Showing \d+ of \d+ electricity plans/).waitFor();
    const greenShares = async () =>
      (await page.locator('tbody tr td:nth-child(7)').allTextContents()).map(
        (text) => Number.parseFloat(text) || 0,
      );
    await expect
      .poll(async () => {
        const shares = await greenShares();
        return shares.every(
          (share, i) => i === 0 || share <= (shares[i - 1] ?? 0),
        );
      })
      .toBe(true);
    const networks = await page
      .locator('tbody tr td:nth-child(3)')
      .allTextContents();
    expect(
      networks.every((n) => /CitiPower|Powercor|Jemena|United|AusNet/.test(n)),
    ).toBe(true);
    await page.getByRole('button', { name: 'Gas' }).click();
    await page.getByText(/Showing \d+ of \d+ gas plans/).waitFor();
    await expectNoAxeViolations(page);
    await page.reload();
    await page.locator('tbody tr').first().waitFor();
    expect(await page.getByLabel('Your state').inputValue()).toBe('VIC');
    await page.close();
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { priceAlert } from '#adapters/mail/templates/price-alert';
import type { CompareResponse } from '#shared/contracts/compare';
import { expectNoAxeViolations } from '#test-support/axe';
import { browserPerFile } from '#test-support/browser';
import { isListedRetailer, plansAt2000 } from '#test-support/listed-plans';
import type { WatchRecord } from '#use-cases/ports-watches';

const browser = browserPerFile();
const url = (path: string) => `${inject('stackUrl')}${path}`;

/** A plan on the first results page at 2000, of a listed retailer, not the cheapest. */
async function planToPick() {
  const plan = (await plansAt2000()).slice(1, 20).find(isListedRetailer);
  if (!plan) throw new Error('no listed retailer sells at 2000');
  return plan;
}

/** Waits until the plan's card is marked as the current plan. */
async function expectMarkedCurrent(page: Page, planName: string) {
  const card = page.locator('article.plan-card', {
    has: page.getByRole('heading', { name: planName, exact: true }),
  });
  await expect
    .poll(() => card.first().getByText('Your current plan').count())
    .toBe(1);
}

describe('picking the current plan on /compare', () => {
  it("opens a price alert's saved comparison with its usage and current plan, and ranks the plan", async () => {
    // Arrange: the alert of a comparison saved on 412 kWh a month
    const plan = await planToPick();
    const manage = url('/price-alerts/manage?token=T');
    const mail = priceAlert(
      'Energy Compare Australia',
      {
        email: 'jo@example.com',
        postcode: '2000',
        network: null,
        energyType: 'Electricity',
        customerType: 'Residential',
        usage: { kind: 'monthlyKwh', monthlyKwh: 412 },
        currentPlanId: plan.id,
      } as WatchRecord,
      { send: true, betterPlan: null, currentPlanRose: { from: 1, to: 2 } },
      {
        oneClickUnsubscribe: manage,
        unsubscribe: manage,
        deleteData: manage,
        renew: manage,
      },
      {
        best: null,
        currentCostIncGst: 2,
        currentPlanName: plan.planName,
        network: null,
        partitions: [],
      },
    );
    const link = /Open your saved comparison: (\S+)/.exec(mail.text)?.[1];
    if (!link) throw new Error('the alert has no saved comparison link');
    const page = await browser().newPage();
    // Act
    await page.goto(link);
    // Assert: the usage and the plan as saved, compared at once
    const summary = page.getByText(
      /^Your plan costs \$[\d,]+ a year and ranks/,
    );
    await summary.waitFor();
    expect(await summary.textContent()).toContain(plan.planName);
    expect(await page.getByLabel('Postcode').inputValue()).toBe('2000');
    expect(await page.getByLabel('Monthly usage (kWh)').inputValue()).toBe(
      '412',
    );
    await expectMarkedCurrent(page, plan.planName);
    await page.close();
  });

  it('pins the current plan as one full card, marked with its rank, when a filter hides it', async () => {
    // Arrange: a plan from a link, and a plan type it is not
    const plan = await planToPick();
    const otherType = plan.planType === 'Fixed' ? 'Variable' : 'Fixed';
    const page = await browser().newPage();
    await page.goto(url(`/compare?postcode=2000&currentPlanId=${plan.id}`));
    await expect
      .poll(() => page.getByLabel('Postcode').inputValue())
      .toBe('2000');
    await page.getByRole('button', { name: 'Compare Plans' }).click();
    await page
      .getByText(/^Your plan costs \$[\d,]+ a year and ranks/)
      .waitFor();
    // Act
    await page.getByRole('button', { name: 'Show filters' }).click();
    await page.getByLabel('Plan type').selectOption(otherType);
    // Assert: the filtered list, plus the pinned card once
    const filtered = await fetch(url('/api/compare'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        postcode: '2000',
        usage: { kind: 'monthlyKwh', monthlyKwh: 300 },
        filters: { planType: otherType },
      }),
    }).then((r) => r.json() as Promise<CompareResponse>);
    // Every fixture plan at 2000 may be of one type: then the list is empty.
    await page
      .getByRole('heading', { name: `${filtered.totalPlans} plans for 2000` })
      .or(page.getByText('No plans match your current filters'))
      .waitFor();
    const mine = page.locator('article.plan-card', {
      has: page.getByRole('heading', { name: plan.planName, exact: true }),
    });
    const cards = page.locator('article.plan-card');
    await expect.poll(() => mine.count()).toBe(1);
    expect(await mine.getByText('Your current plan').count()).toBe(1);
    expect(await mine.textContent()).toMatch(
      /Ranks \d+(st|nd|rd|th) of \d+ plans for your usage/,
    );
    expect(await mine.getByText(/a year for your usage/).count()).toBe(1);
    expect(await cards.first().textContent()).toContain(plan.planName);
    await page.close();
  });

  it('finds the plan by name with the keyboard, then marks it and measures every card against it, with no axe violation', async () => {
    // Arrange
    const plan = await planToPick();
    const page = await browser().newPage();
    await page.goto(url('/compare?postcode=2000'));
    await expect
      .poll(() => page.getByLabel('Postcode').inputValue())
      .toBe('2000');
    // Act: the retailer, then the plan found by a word of its name
    await page.getByLabel('Current retailer').selectOption(plan.retailer);
    const combobox = page.getByRole('combobox', { name: 'Your current plan' });
    await expect.poll(() => combobox.inputValue()).toBe("I don't know");
    await combobox.focus();
    await combobox.fill(plan.planName.split(' ')[0] ?? '');
    const option = page.getByRole('option', { name: plan.planName }).first();
    await option.waitFor();
    // The list opens below its search box, never over it.
    const input = await combobox.boundingBox();
    const list = await page.getByRole('listbox').boundingBox();
    expect(list?.y).toBeGreaterThanOrEqual(
      (input?.y ?? 0) + (input?.height ?? 0),
    );
    const options = await page.getByRole('option').allTextContents();
    for (let i = 0; i < options.indexOf(plan.planName); i += 1)
      await combobox.press('ArrowDown');
    await combobox.press('Enter');
    await expect.poll(() => combobox.inputValue()).toBe(plan.planName);
    await page.getByRole('button', { name: 'Compare Plans' }).click();
    // Assert
    const summary = page.getByText(
      /^Your plan costs \$[\d,]+ a year and ranks/,
    );
    await summary.waitFor();
    expect(await summary.textContent()).toMatch(
      /ranks \d+(st|nd|rd|th) of \d+/,
    );
    const mine = page.locator('article.plan-card', {
      has: page.getByRole('heading', { name: plan.planName, exact: true }),
    });
    await expect
      .poll(() => mine.first().getByText('Your current plan').count())
      .toBe(1);
    // One card for it, in its place or pinned, with its rank.
    expect(await mine.count()).toBe(1);
    expect(await mine.textContent()).toMatch(
      /Ranks \d+(st|nd|rd|th) of \d+ plans for your usage/,
    );
    await expect
      .poll(() =>
        page
          .locator('article.plan-card')
          .getByText(/a year (less|more) than your current plan/)
          .count(),
      )
      .toBeGreaterThan(0);
    // The list open and the results marked, with no axe violation.
    await combobox.focus();
    await page
      .getByRole('listbox')
      .getByRole('option', { name: "I don't know" })
      .waitFor();
    await expectNoAxeViolations(page);
    await page.close();
  });

  it('carries the plan picked in the start popup to /compare and ranks it there', async () => {
    // Arrange
    const plan = await planToPick();
    const page = await browser().newPage();
    await page.goto(url('/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByLabel('Your postcode').fill('2000');
    await page
      .getByRole('button', { name: 'Start Comparison' })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Start your comparison' });
    await dialog.getByLabel('Full name').fill('Kim Lee');
    await dialog.getByLabel('Phone').fill('0400 555 666');
    // Act: the retailer, then its plan, by clicking the choice
    await dialog.getByLabel('Current provider').selectOption(plan.retailer);
    const combobox = dialog.getByRole('combobox', {
      name: 'Your current plan',
    });
    await combobox.fill(plan.planName);
    await dialog.getByRole('option', { name: plan.planName }).first().click();
    await expect.poll(() => combobox.inputValue()).toBe(plan.planName);
    await dialog.getByRole('button', { name: 'Compare Plans' }).click();
    await page.waitForURL(/\/compare\?/);
    // Assert
    expect(new URL(page.url()).searchParams.get('currentPlanId')).toBe(plan.id);
    await page.getByRole('button', { name: 'Compare Plans' }).click();
    await page
      .getByText(/^Your plan costs \$[\d,]+ a year and ranks/)
      .waitFor();
    await expectMarkedCurrent(page, plan.planName);
    await page.close();
  });

  it('forgets the plan picked in the start popup when the postcode or customer type changes', async () => {
    // Arrange
    const plan = await planToPick();
    const page = await browser().newPage();
    await page.goto(url('/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByLabel('Your postcode').fill('2000');
    await page
      .getByRole('button', { name: 'Start Comparison' })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Start your comparison' });
    await dialog.getByLabel('Full name').fill('Kim Lee');
    await dialog.getByLabel('Phone').fill('0400 555 666');
    await dialog.getByLabel('Current provider').selectOption(plan.retailer);
    const combobox = dialog.getByRole('combobox', {
      name: 'Your current plan',
    });
    const pickPlan = async () => {
      await combobox.fill(plan.planName);
      await dialog.getByRole('option', { name: plan.planName }).first().click();
      await expect.poll(() => combobox.inputValue()).toBe(plan.planName);
    };
    // Act and assert: a new postcode forgets the plan
    await pickPlan();
    await dialog.getByLabel('Postcode').fill('2010');
    await expect.poll(() => combobox.inputValue()).toBe("I don't know");
    // Act and assert: so does a new customer type, and the link carries none
    await dialog.getByLabel('Postcode').fill('2000');
    await pickPlan();
    await dialog.getByLabel('Business').check();
    await expect.poll(() => combobox.inputValue()).toBe("I don't know");
    await dialog.getByRole('button', { name: 'Compare Plans' }).click();
    await page.waitForURL(/\/compare\?/);
    expect(new URL(page.url()).searchParams.get('currentPlanId')).toBeNull();
    await page.close();
  });
});

import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { CompareResponse } from '#shared/contracts/compare';
import { seedLead } from '#test-support/admin-seed';
import { browserPerFile } from '#test-support/browser';
import { call } from '#test-support/http';

const browser = browserPerFile();
const url = (path: string) => `${inject('stackUrl')}${path}`;
const fail = (route: Route) => route.fulfill({ status: 500, body: '{}' });

/** A failure must be shown and announced: in an alert or a status region. */
const announced = (page: Page, role: 'alert' | 'status', text: string) =>
  expect
    .poll(() =>
      page.getByRole(role).filter({ hasText: text }).first().isVisible(),
    )
    .toBe(true);

async function aPlanAt3000(): Promise<string> {
  const { body } = await call<CompareResponse>('POST', '/api/compare', {
    json: { postcode: '3000', usage: { kind: 'monthlyKwh', monthlyKwh: 300 } },
  });
  const id = body.plans[0]?.plan.id;
  if (!id) throw new Error('no plan at 3000');
  return id;
}

describe('a failed request on the public pages is shown, never swallowed', () => {
  it('/compare: Show more plans', async () => {
    // Arrange: the first page says more plans wait; every later page fails.
    const page = await browser().newPage();
    await page.route('**/api/compare', async (route) => {
      if ((route.request().postDataJSON() as { page: number }).page > 1)
        return fail(route);
      const response = await route.fetch();
      const first = (await response.json()) as CompareResponse;
      await route.fulfill({
        response,
        json: { ...first, totalPlans: first.plans.length + 20 },
      });
    });
    await page.goto(url('/compare?postcode=3000'));
    await page.getByRole('button', { name: 'Compare Plans' }).click();
    const more = page.getByRole('button', { name: /Show more plans/ });
    await more.waitFor();
    const shown = await page.locator('article.plan-card').count();
    // Act
    await more.click();
    // Assert
    await announced(
      page,
      'alert',
      'More plans could not be loaded. Please try again.',
    );
    expect(await page.locator('article.plan-card').count()).toBe(shown);
    expect(await more.isEnabled()).toBe(true);
    await page.close();
  });

  it('/compare: recomputing after a new sort', async () => {
    const page = await browser().newPage();
    await page.goto(url('/compare?postcode=3000'));
    await page.getByRole('button', { name: 'Compare Plans' }).click();
    await page.locator('article.plan-card').first().waitFor();
    await page.route('**/api/compare', fail);
    await page.getByLabel('Sort results').selectOption('green_energy');
    await announced(
      page,
      'alert',
      'Failed to load energy plans. Please try again.',
    );
    await page.close();
  });

  it('/switch: loading the plan fails without calling it gone, and can be retried', async () => {
    // Arrange
    const plan = await aPlanAt3000();
    const page = await browser().newPage();
    await page.route('**/api/plans/*', fail);
    // Act
    await page.goto(url(`/switch?plan=${plan}&postcode=3000&usage=300`));
    // Assert
    await announced(page, 'alert', 'We could not load this plan just now.');
    expect(await page.getByText('Plan Not Found').count()).toBe(0);
    await page.unroute('**/api/plans/*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page
      .getByRole('button', { name: 'Continue to Your Details' })
      .waitFor();
    await page.close();
  });

  it('/switch: pricing the plan fails, Continue waits, and it can be retried', async () => {
    // Arrange
    const plan = await aPlanAt3000();
    const page = await browser().newPage();
    await page.route('**/api/switch-quotes', fail);
    // Act
    await page.goto(url(`/switch?plan=${plan}&postcode=3000&usage=300`));
    // Assert
    await announced(
      page,
      'alert',
      'We could not work out this plan’s cost just now.',
    );
    const next = page.getByRole('button', { name: 'Continue to Your Details' });
    expect(await next.isDisabled()).toBe(true);
    await page.unroute('**/api/switch-quotes');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => next.isEnabled()).toBe(true);
    await page.close();
  });

  it('/switch: submitting the request', async () => {
    // Arrange
    const plan = await aPlanAt3000();
    const page = await browser().newPage();
    await page.goto(url(`/switch?plan=${plan}&postcode=3000&usage=300`));
    await page
      .getByRole('button', { name: 'Continue to Your Details' })
      .click();
    const form = page.getByRole('form', { name: 'Your details' });
    await form.getByLabel('First name').fill('Mei');
    await form.getByLabel('Last name').fill('Chen');
    await form.getByLabel('E-mail').fill('mei.fails@example.com');
    await form.getByLabel('Phone').fill('0412 000 111');
    await form.getByLabel(/I agree to switch/).check();
    await page.route('**/api/switch-requests', fail);
    // Act
    await form.getByRole('button', { name: 'Submit Switch Request' }).click();
    // Assert
    await announced(
      page,
      'alert',
      'There was an error submitting your request. Please try again.',
    );
    await page.close();
  });

  it('the newsletter form', async () => {
    const page = await browser().newPage();
    await page.route('**/api/subscriptions', fail);
    await page.goto(url('/about'));
    const form = page.locator('form.newsletter').first();
    await form.getByLabel('E-mail address').fill('jo.fails@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await announced(
      page,
      'status',
      "We couldn't subscribe you just now. Please try again.",
    );
    await page.close();
  });

  it('/rates: Show more plans', async () => {
    // Arrange: the first page names a next page; fetching it fails.
    const page = await browser().newPage();
    await page.route('**/api/rates?*', async (route) => {
      if (new URL(route.request().url()).searchParams.has('cursor'))
        return fail(route);
      const response = await route.fetch();
      const first = (await response.json()) as object;
      await route.fulfill({
        response,
        json: { ...first, nextCursor: 'next-page' },
      });
    });
    await page.goto(url('/rates'));
    await page.getByLabel('Your state').selectOption('VIC');
    // Act
    await page.getByRole('button', { name: 'Show more plans' }).click();
    // Assert
    await announced(
      page,
      'alert',
      'More plans could not be loaded. Please try again.',
    );
    await page.close();
  });

  it('/compare: the freshness check says it could not check, not "not yet"', async () => {
    const page = await browser().newPage();
    await page.route('**/api/price-updates/latest', fail);
    await page.goto(url('/compare'));
    await announced(
      page,
      'status',
      'We could not check when rates were last updated.',
    );
    expect(await page.getByText('not yet').count()).toBe(0);
    await page.close();
  });
});

/** Signs in on a new page, whose requests `arrange` may fail first. */
async function signedIn(arrange: (page: Page) => Promise<unknown>) {
  const page = await browser().newPage();
  await arrange(page);
  await page.goto(url('/admin/login'));
  await page.getByLabel('Email').fill(inject('staffEmail'));
  await page.getByLabel('Password').fill(inject('staffPassword'));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/admin/dashboard');
  return page;
}

describe('a failed request in the admin area is shown', () => {
  it('the dashboard says its counts failed instead of showing zeros alone', async () => {
    // Arrange, Act
    const page = await signedIn((p) => p.route('**/api/admin/dashboard', fail));
    // Assert
    await announced(page, 'alert', 'The counts could not be loaded.');
    await page.close();
  });

  it('a status change', async () => {
    // Arrange
    const name = `Fails ${Date.now().toString(36)}`;
    await seedLead('callback', { name });
    const page = await signedIn((p) =>
      p.route('**/api/admin/leads/callback/*/status', fail),
    );
    await page.getByRole('link', { name: 'Callbacks' }).click();
    const line = page.getByRole('row').filter({ hasText: name });
    // Act
    await line.getByRole('button', { name: 'Mark Complete' }).click();
    // Assert
    await announced(page, 'status', 'Failed to update status');
    expect(await line.textContent()).not.toContain('completed');
    await page.close();
  });

  it("a list's Load more", async () => {
    // Arrange: the first page names a next page; fetching it fails.
    await seedLead('callback', { name: `Paged ${Date.now().toString(36)}` });
    const page = await signedIn((p) =>
      p.route(
        (address) => address.pathname === '/api/admin/leads/callback',
        async (route) => {
          if (new URL(route.request().url()).searchParams.has('cursor'))
            return fail(route);
          const response = await route.fetch();
          const first = (await response.json()) as object;
          await route.fulfill({
            response,
            json: { ...first, nextCursor: 'next-page' },
          });
        },
      ),
    );
    await page.getByRole('link', { name: 'Callbacks' }).click();
    // Act
    await page.getByRole('button', { name: 'Load more' }).click();
    // Assert
    await announced(page, 'status', 'Failed to fetch callback requests');
    await page.close();
  });
});

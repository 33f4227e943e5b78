import { describe, expect, inject, it } from 'vitest';
import type { CompareResponse } from '#shared/contracts/compare';
import { browserPerFile } from '#test-support/browser';
import { announced, fail } from '#test-support/failing-requests';
import { call } from '#test-support/http';

const browser = browserPerFile();
const url = (path: string) => `${inject('stackUrl')}${path}`;

async function aPlanAt3000(): Promise<string> {
  const { body } = await call<CompareResponse>('POST', '/api/compare', {
    json: { postcode: '3000', usage: { kind: 'monthlyKwh', monthlyKwh: 300 } },
  });
  const id = body.plans[0]?.plan.id;
  if (!id) throw new Error('no plan at 3000');
  return id;
}

describe('a failed request on /switch is shown, never swallowed', () => {
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
});

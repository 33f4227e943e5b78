import { beforeAll, describe, expect, inject, it } from 'vitest';
import { browserPerFile } from '#test-support/browser';
import { settingsAdmin } from '#test-support/settings';

const browser = browserPerFile();
const settings = settingsAdmin();

beforeAll(async () => {
  await settings.change({ maxCallbackWaitTime: 4 });
});

describe('the call back promise', () => {
  it('states the wait staff set, on home and in the call back dialog', async () => {
    // Arrange
    const page = await browser().newPage();
    // Act
    await page.goto(inject('stackUrl'));
    // Assert: home, once the settings have loaded over the pre-rendered default.
    await expect
      .poll(() =>
        page
          .getByText('We call back within 4 hours in business hours.')
          .isVisible(),
      )
      .toBe(true);
    await page.getByRole('button', { name: 'Request Call Back' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a call back' });
    await expect
      .poll(() => dialog.textContent())
      .toContain('will call you within 4 hours during business hours');
    expect(await page.content()).not.toContain('2 hours');
    await page.close();
  });
});

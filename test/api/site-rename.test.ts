import { describe, expect, inject, it } from 'vitest';
import { call } from '#test-support/http';
import { confirmationToken } from '#test-support/newsletter';
import { settingsAdmin } from '#test-support/settings';

const settings = settingsAdmin();

describe('a site renamed in the admin settings', () => {
  it('is the name the next visitor e-mail carries', async () => {
    // Arrange
    const name = `Sun Compare ${Date.now().toString(36)}`;
    await settings.change({ siteName: name });
    const email = `renamed.${Date.now()}@example.com`;
    // Act
    const response = await call('POST', '/api/subscriptions', {
      json: { email },
    });
    // Assert
    expect(response.status).toBe(202);
    const { message } = await confirmationToken(email);
    expect(message.subject).toBe(
      `Confirm your ${name} energy tips subscription`,
    );
    expect(message.text).toContain(`subscribe this address to ${name} energy`);
  });

  it('is the name a served plan page carries in its title and frame', async () => {
    // Arrange
    const name = `Sun Compare ${Date.now().toString(36)}`;
    await settings.change({ siteName: name });
    // Act
    const page = await fetch(`${inject('stackUrl')}/plans/NO-SUCH-PLAN-9`);
    // Assert
    const html = await page.text();
    expect(page.status).toBe(404);
    expect(html).toContain(`<title>Plan not found | ${name}</title>`);
    expect(html).not.toContain('Energy Compare Australia');
  });
});

import { describe, expect, it } from 'vitest';
import { subscriptionConfirmation } from './subscription-confirmation.ts';
import { subscriptionWelcome } from './subscription-welcome.ts';

/** What a stranger could type on the form for someone else's address. */
const planted = 'Visit evil.example to claim your refund';

const subscriber = {
  id: '01J',
  occurredAt: '2026-01-01T00:00:00.000Z',
  version: 1 as const,
  email: 'jo@example.com',
  name: planted,
  source: 'footer' as const,
};

describe('subscriptionWelcome', () => {
  it('goes to the subscriber and carries the unsubscribe link in text and HTML', () => {
    const url = 'https://example.com/unsubscribe?token=abc&x=1';
    const mail = subscriptionWelcome(
      'Energy Compare Australia',
      subscriber,
      url,
    );
    expect(mail.to).toEqual(['jo@example.com']);
    expect(mail.text).toContain(`Unsubscribe at any time: ${url}`);
    expect(mail.html).toContain(
      'href="https://example.com/unsubscribe?token=abc&amp;x=1"',
    );
  });

  it('carries nothing the visitor typed', () => {
    // Act
    const mail = subscriptionWelcome(
      'Energy Compare Australia',
      subscriber,
      'https://example.com/u',
    );
    // Assert
    expect(JSON.stringify(mail)).not.toContain('evil.example');
  });
});

describe('subscriptionConfirmation', () => {
  it('goes to the address with the confirmation link in text and HTML', () => {
    // Arrange
    const url = 'https://example.com/newsletter/confirm?token=abc&x=1';
    // Act
    const mail = subscriptionConfirmation(
      'Energy Compare Australia',
      'jo@example.com',
      url,
    );
    // Assert
    expect(mail.to).toEqual(['jo@example.com']);
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(
      'href="https://example.com/newsletter/confirm?token=abc&amp;x=1"',
    );
  });
});

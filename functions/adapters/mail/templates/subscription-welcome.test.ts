import { describe, expect, it } from 'vitest';
import { subscriptionWelcome } from './subscription-welcome.ts';

const subscriber = {
  id: '01J',
  occurredAt: '2026-01-01T00:00:00.000Z',
  version: 1 as const,
  email: 'jo@example.com',
  name: '<Jo>',
  source: 'footer' as const,
};

describe('subscriptionWelcome', () => {
  it('goes to the subscriber and carries the unsubscribe link in text and HTML', () => {
    const url = 'https://example.com/unsubscribe?token=abc&x=1';
    const mail = subscriptionWelcome(subscriber, url);
    expect(mail.to).toEqual(['jo@example.com']);
    expect(mail.text).toContain(`Unsubscribe at any time: ${url}`);
    expect(mail.html).toContain(
      'href="https://example.com/unsubscribe?token=abc&amp;x=1"',
    );
    expect(mail.html).toContain('Hi &lt;Jo&gt;,');
  });
});

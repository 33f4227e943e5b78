import { describe, expect, it } from 'vitest';
import { call, eventually } from '#test-support/http';
import { subscribeAndConfirm } from '#test-support/newsletter';
import { messagesMentioning, outboxMessages } from '#test-support/outbox';

describe('contact message → event → staff e-mail', () => {
  it('e-mails staff the message, replying to the visitor', async () => {
    // Arrange
    const email = `contact.${Date.now()}@example.com`;
    // Act
    const created = await call('POST', '/api/contact-messages', {
      json: {
        name: 'Ava <b>Jones</b>',
        email,
        category: 'complaint',
        subject: 'Billing',
        message: 'My bill doubled.',
      },
    });
    // Assert
    expect(created.status).toBe(201);
    const [message] = await eventually(async () => {
      const found = await messagesMentioning(email);
      return found.length ? found : undefined;
    });
    expect(message?.to).toEqual(['staff@energy-compare.local']);
    expect(message?.replyTo).toEqual([email]);
    expect(message?.subject).toContain('Complaint');
    expect(message?.text).toContain('My bill doubled.');
    expect(message?.html).toContain('Ava &lt;b&gt;Jones&lt;/b&gt;');
    // The fields it was rendered from; no phone line, as none was given.
    expect(message?.template).toMatchObject({
      id: 'contact-notification',
      data: {
        name: 'Ava <b>Jones</b>',
        email,
        category: 'Complaint',
        subject: 'Billing',
        message: 'My bill doubled.',
      },
    });
    expect(message?.template?.data).not.toHaveProperty('phone');
    expect(message?.text).not.toContain('Phone');
  });
});

describe('subscription → confirmation → welcome e-mail → unsubscribe link', () => {
  it('sends one welcome e-mail whose link unsubscribes, once', async () => {
    // Arrange
    const email = `welcome.${Date.now()}@example.com`;
    await subscribeAndConfirm(email);
    // Act
    const welcome = await eventually(async () =>
      (await outboxMessages()).find(
        (m) => m.to.includes(email) && m.text.includes('/unsubscribe?token='),
      ),
    );
    const token = /\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(
      welcome.text,
    )?.[1];
    const first = await call('POST', '/api/subscriptions/unsubscribe', {
      json: { token },
    });
    const again = await call('POST', '/api/subscriptions/unsubscribe', {
      json: { token },
    });
    // Assert
    expect(welcome.html).toContain('Unsubscribe');
    expect(first.body).toEqual({
      status: 'unsubscribed',
      alreadyUnsubscribed: false,
    });
    expect(again.body).toEqual({
      status: 'unsubscribed',
      alreadyUnsubscribed: true,
    });
  });
});

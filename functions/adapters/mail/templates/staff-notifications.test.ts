import { describe, expect, it } from 'vitest';
import type { CallbackRequested } from '#shared/events/leads';
import { callbackEmailPayload } from '#use-cases/notifications/callback-email-payload';
import { callbackNotification } from './callback-notification.ts';
import { contactNotification } from './contact-notification.ts';

const lead = (changes: Partial<CallbackRequested> = {}): CallbackRequested => ({
  id: '01KCALLBACK',
  occurredAt: '2026-11-24T21:00:00.000Z',
  version: 1,
  name: 'Jo Citizen',
  email: 'jo@example.com',
  phone: '0400 000 000',
  postcode: '',
  preferredTime: 'anytime',
  currentRetailer: '',
  message: '',
  ...changes,
});

const SITE = 'https://compare.example.com.au';

describe('the staff call back e-mail', () => {
  it('says who, how to reach them, when, and links to the lead', () => {
    const message = callbackNotification(
      callbackEmailPayload(
        lead({
          postcode: '4000',
          preferredTime: 'morning',
          currentRetailer: 'Tiny Power Co',
          hasGas: 'yes',
          hasSolar: 'planning',
          message: 'After 10 please',
        }),
        SITE,
      ),
      'staff@example.com',
    );
    expect(message.text).toContain('Name: Jo Citizen');
    expect(message.text).toContain('Phone: 0400 000 000');
    expect(message.text).toContain('Preferred time: Morning (9am-12pm)');
    expect(message.text).toContain('Postcode: 4000');
    expect(message.text).toContain('Has solar: Planning to install');
    expect(message.text).toContain(
      'Open in admin: https://compare.example.com.au/admin/callbacks?lead=01KCALLBACK',
    );
    expect(message.html).toContain(
      '<a href="https://compare.example.com.au/admin/callbacks?lead=01KCALLBACK">',
    );
    expect(message.replyTo).toEqual(['jo@example.com']);
  });

  it('carries no raw JSON and no line for a field the visitor left empty', () => {
    const message = callbackNotification(
      callbackEmailPayload(lead(), SITE),
      'staff@example.com',
    );
    expect(message.text).not.toMatch(/[{}]/);
    expect(message.text).not.toMatch(
      /Postcode|Current retailer|Has gas|Message|Not specified|None/,
    );
    expect(message.template).toEqual({
      id: 'callback-notification',
      data: {
        leadId: '01KCALLBACK',
        name: 'Jo Citizen',
        phone: '0400 000 000',
        email: 'jo@example.com',
        preferredTime: 'Any time',
        adminUrl: `${SITE}/admin/callbacks?lead=01KCALLBACK`,
      },
    });
  });
});

describe('the staff contact e-mail', () => {
  it('leaves out the phone and subject the visitor did not give', () => {
    const message = contactNotification(
      {
        id: '01KCONTACT',
        occurredAt: '2026-11-24T21:00:00.000Z',
        version: 1,
        name: 'Sam Lee',
        email: 'sam@example.com',
        phone: '',
        subject: '',
        category: 'general',
        message: 'How do I read my bill?',
      },
      'staff@example.com',
    );
    expect(message.text).not.toMatch(/Phone|Subject|Not provided|None/);
    expect(message.text).toContain('Message: How do I read my bill?');
    expect(message.template?.id).toBe('contact-notification');
    expect(message.template?.data).not.toHaveProperty('phone');
  });
});

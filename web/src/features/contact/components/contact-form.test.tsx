import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, pending, reply, sentTo } from '@/test-support/fake-api';
import { renderInApp } from '@/test-support/render-app';
import { ContactForm } from './contact-form';

const field = (name: string) => screen.getByRole('textbox', { name });
const sendButton = () =>
  screen.getByRole('button', { name: /Send Message|Sending/ });

async function fillRequired() {
  await userEvent.type(field('Full name'), 'Sam Citizen');
  await userEvent.type(field('E-mail'), 'sam@example.com');
  await userEvent.type(field('Message'), 'When do prices change?');
}

describe('ContactForm', () => {
  it('marks each missing required field and sends nothing', async () => {
    const api = fakeApi({});
    renderInApp(<ContactForm />, '/contact');
    await userEvent.click(sendButton());
    for (const name of ['Full name', 'E-mail', 'Message']) {
      const missing = await screen.findByRole('textbox', {
        name,
        description: 'This field is required',
      });
      expect(missing.getAttribute('aria-invalid')).toBe('true');
    }
    expect(field('Phone (optional)').getAttribute('aria-invalid')).toBe(
      'false',
    );
    expect(sentTo(api, 'POST', '/contact-messages')).toEqual([]);
  });

  it('clears a field error once the field changes', async () => {
    renderInApp(<ContactForm />, '/contact');
    await userEvent.click(sendButton());
    await screen.findByRole('textbox', {
      name: 'Full name',
      description: 'This field is required',
    });
    await userEvent.type(field('Full name'), 'S');
    expect(field('Full name').getAttribute('aria-invalid')).toBe('false');
  });

  it('disables the send button while sending', async () => {
    fakeApi({ 'POST /contact-messages': pending });
    renderInApp(<ContactForm />, '/contact');
    await fillRequired();
    await userEvent.click(sendButton());
    await expect.poll(() => sendButton().textContent).toBe('Sending...');
    expect(sendButton()).toHaveProperty('disabled', true);
  });

  it("shows the API's refusal of a field on that field", async () => {
    fakeApi({
      'POST /contact-messages': () =>
        reply(400, {
          error: {
            code: 'VALIDATION',
            field: 'email',
            message: 'Enter a valid e-mail address',
          },
        }),
    });
    renderInApp(<ContactForm />, '/contact');
    await fillRequired();
    await userEvent.click(sendButton());
    expect(
      await screen.findByRole('textbox', {
        name: 'E-mail',
        description: 'Enter a valid e-mail address',
      }),
    ).toBeTruthy();
    expect(await screen.findByText(/error sending your message/)).toBeTruthy();
  });

  it('says so when the rate limit refused it, and retries under the same key', async () => {
    let answers = 0;
    const api = fakeApi({
      'POST /contact-messages': () =>
        ++answers === 1
          ? reply(429, {
              error: { code: 'RATE_LIMITED', message: 'Too many requests' },
            })
          : reply(201, { id: 'm-1' }),
    });
    renderInApp(<ContactForm />, '/contact');
    await fillRequired();
    await userEvent.click(sendButton());
    expect(await screen.findByText(/Please wait a minute/)).toBeTruthy();
    expect(field('Full name')).toHaveProperty('value', 'Sam Citizen');
    await userEvent.click(sendButton());
    expect(await screen.findByText('Message sent')).toBeTruthy();
    const keys = api.mock.calls
      .filter(([url]) => String(url).endsWith('/contact-messages'))
      .map(([, init]) => new Headers(init?.headers).get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('sends the message, thanks the visitor and empties the form', async () => {
    const api = fakeApi({
      'POST /contact-messages': () => reply(201, { id: 'm-1' }),
    });
    renderInApp(<ContactForm />, '/contact');
    await fillRequired();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Category' }),
      'Switching help',
    );
    await userEvent.click(sendButton());
    expect(await screen.findByText('Message sent')).toBeTruthy();
    expect(field('Full name')).toHaveProperty('value', '');
    expect(sentTo(api, 'POST', '/contact-messages')).toEqual([
      expect.objectContaining({
        name: 'Sam Citizen',
        email: 'sam@example.com',
        message: 'When do prices change?',
        category: 'switching',
      }),
    ]);
  });
});

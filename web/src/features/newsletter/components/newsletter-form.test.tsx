import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, pending, reply, sentTo } from '@/test-support/fake-api';
import { NewsletterForm } from './newsletter-form';

const renderForm = () => {
  render(<NewsletterForm source="footer" heading="Energy tips" />);
  return {
    email: screen.getByRole('textbox', { name: 'E-mail address' }),
    status: screen.getByRole('status'),
  };
};

const subscribeButton = () => screen.getByRole('button', { name: /Subscrib/ });

describe('NewsletterForm', () => {
  it('refuses a malformed address on the field without calling the API', async () => {
    const api = fakeApi({});
    const { email, status } = renderForm();
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(subscribeButton());
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect(status.textContent).toMatch(/e-mail/i);
    expect(sentTo(api, 'POST', '/subscriptions')).toEqual([]);
  });

  it('disables the button while sending', async () => {
    fakeApi({ 'POST /subscriptions': pending });
    const { email } = renderForm();
    await userEvent.type(email, 'sam@example.com');
    await userEvent.click(subscribeButton());
    const sending = await screen.findByRole('button', {
      name: 'Subscribing...',
    });
    expect(sending).toHaveProperty('disabled', true);
  });

  it('sends the address and source, then says what was e-mailed in words true with or without confirmation', async () => {
    const api = fakeApi({
      'POST /subscriptions': () => reply(202, { status: 'pending' }),
    });
    const { email, status } = renderForm();
    await userEvent.type(email, 'sam@example.com');
    await userEvent.click(subscribeButton());
    await expect
      .poll(() => status.textContent)
      .toBe(
        'Thanks! Unless this address is already on our list, we have e-mailed it. If that e-mail asks you to confirm, follow its link.',
      );
    expect(sentTo(api, 'POST', '/subscriptions')).toEqual([
      { email: 'sam@example.com', source: 'footer' },
    ]);
    expect(email).toHaveProperty('value', '');
  });

  it('says so when the API fails, keeping the address', async () => {
    fakeApi({ 'POST /subscriptions': () => reply(500) });
    const { email, status } = renderForm();
    await userEvent.type(email, 'sam@example.com');
    await userEvent.click(subscribeButton());
    await expect.poll(() => status.textContent).toMatch(/couldn't subscribe/);
    expect(email).toHaveProperty('value', 'sam@example.com');
  });
});

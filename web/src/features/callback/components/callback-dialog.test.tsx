import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, pending, reply, sentTo } from '@/test-support/fake-api';
import { renderInApp } from '@/test-support/render-app';
import { CallbackDialog } from './callback-dialog';

const open = () => {
  const onOpenChange = vi.fn();
  renderInApp(<CallbackDialog open onOpenChange={onOpenChange} />);
  return onOpenChange;
};

const field = (name: string) => screen.getByRole('textbox', { name });
const submitButton = () =>
  screen.getByRole('button', { name: /Request Call Back|Processing/ });

async function fillRequired() {
  await userEvent.type(field('Full name'), 'Sam Citizen');
  await userEvent.type(field('Phone'), '0412 345 678');
  await userEvent.type(field('E-mail'), 'sam@example.com');
}

describe('CallbackDialog', () => {
  it('is a labelled dialog', () => {
    open();
    expect(
      screen.getByRole('dialog', { name: 'Request a call back' }),
    ).toBeTruthy();
  });

  it('names the missing field on the field itself and sends nothing', async () => {
    const api = fakeApi({});
    open();
    await userEvent.click(submitButton());
    const name = await screen.findByRole('textbox', {
      name: 'Full name',
      description: 'Name is required',
    });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(sentTo(api, 'POST', '/callbacks')).toEqual([]);
  });

  it('asks for the retailer name only when the retailer is Other', async () => {
    open();
    expect(screen.queryByRole('textbox', { name: 'Retailer name' })).toBeNull();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Current retailer' }),
      'Other',
    );
    expect(screen.getByRole('textbox', { name: 'Retailer name' })).toBeTruthy();
  });

  it('disables the submit button while sending', async () => {
    fakeApi({ 'POST /callbacks': pending });
    open();
    await fillRequired();
    await userEvent.click(submitButton());
    await expect.poll(() => submitButton().textContent).toBe('Processing...');
    expect(submitButton()).toHaveProperty('disabled', true);
  });

  it("shows the API's refusal of a field on that field", async () => {
    fakeApi({
      'POST /callbacks': () =>
        reply(400, {
          error: {
            code: 'VALIDATION',
            field: 'phone',
            message: 'Enter a valid phone number',
          },
        }),
    });
    const onOpenChange = open();
    await fillRequired();
    await userEvent.click(submitButton());
    expect(
      await screen.findByRole('textbox', {
        name: 'Phone',
        description: 'Enter a valid phone number',
      }),
    ).toBeTruthy();
    expect(
      await screen.findByText(/Failed to submit callback request/),
    ).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('sends the request, confirms it and closes', async () => {
    const api = fakeApi({
      'POST /callbacks': () => reply(201, { id: 'cb-1' }),
    });
    const onOpenChange = open();
    await fillRequired();
    await userEvent.click(submitButton());
    await vi.waitUntil(() => onOpenChange.mock.calls.length > 0);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(await screen.findByText('Callback Requested! ✅')).toBeTruthy();
    expect(sentTo(api, 'POST', '/callbacks')).toEqual([
      expect.objectContaining({
        name: 'Sam Citizen',
        phone: '0412 345 678',
        email: 'sam@example.com',
        preferredTime: 'anytime',
      }),
    ]);
    expect(api.mock.calls[0]?.[1]?.headers).toHaveProperty('idempotency-key');
  });
});

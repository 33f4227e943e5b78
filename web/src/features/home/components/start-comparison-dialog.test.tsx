import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, pending, reply, sentTo } from '@/test-support/fake-api';
import { renderInApp } from '@/test-support/render-app';
import { StartComparisonDialog } from './start-comparison-dialog';

const openDialog = (postcode = '2000') =>
  renderInApp(
    <StartComparisonDialog
      open
      onOpenChange={() => undefined}
      postcode={postcode}
    />,
  );

const field = (name: string) => screen.getByRole('textbox', { name });
const compareButton = () =>
  screen.getByRole('button', { name: /Compare Plans|Processing/ });

describe('StartComparisonDialog', () => {
  it('is a labelled dialog holding the postcode typed on the page', () => {
    openDialog('3000');
    expect(
      screen.getByRole('dialog', { name: 'Start your comparison' }),
    ).toBeTruthy();
    expect(field('Postcode')).toHaveProperty('value', '3000');
    expect(screen.getByRole('radio', { name: 'Residential' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('names each refused field on the field and sends nothing', async () => {
    const api = fakeApi({});
    openDialog('20');
    await userEvent.click(compareButton());
    expect(
      await screen.findByRole('textbox', {
        name: 'Full name',
        description: 'Name is required',
      }),
    ).toBeTruthy();
    expect(
      screen.getByRole('textbox', {
        name: 'Postcode',
        description: 'Postcode must be 4 digits',
      }),
    ).toBeTruthy();
    expect(sentTo(api, 'POST', '/inquiries')).toEqual([]);
  });

  it('disables the button while sending', async () => {
    fakeApi({ 'POST /inquiries': pending });
    openDialog();
    await userEvent.type(field('Full name'), 'Sam Citizen');
    await userEvent.type(field('Phone'), '0412 345 678');
    await userEvent.click(compareButton());
    await expect.poll(() => compareButton().textContent).toBe('Processing...');
    expect(compareButton()).toHaveProperty('disabled', true);
  });

  it('says so when saving fails and stays on the form', async () => {
    fakeApi({ 'POST /inquiries': () => reply(503) });
    openDialog();
    await userEvent.type(field('Full name'), 'Sam Citizen');
    await userEvent.type(field('Phone'), '0412 345 678');
    await userEvent.click(compareButton());
    expect(
      await screen.findByText('Failed to submit form. Please try again.'),
    ).toBeTruthy();
    expect(compareButton()).toHaveProperty('disabled', false);
  });

  it('saves the inquiry and opens the comparison with the answers, the name and phone out of the address', async () => {
    const api = fakeApi({
      'POST /inquiries': () => reply(201, { id: 'inq-1' }),
    });
    const { router } = openDialog();
    await userEvent.type(field('Full name'), 'Sam Citizen');
    await userEvent.type(field('Phone'), '0412 345 678');
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'I have solar panels' }),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Business' }));
    await userEvent.click(compareButton());
    await screen.findByText(/Landed on \/compare/);
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('postcode')).toBe('2000');
    expect(search.get('hasSolar')).toBe('true');
    expect(search.get('isBusiness')).toBe('true');
    // Personal details go with the navigation, never into the address.
    expect(search.has('name')).toBe(false);
    expect(search.has('phone')).toBe(false);
    expect(router.state.location.state).toEqual({
      visitor: {
        name: 'Sam Citizen',
        phone: '0412 345 678',
        currentProvider: expect.any(String),
      },
    });
    expect(sentTo(api, 'POST', '/inquiries')).toEqual([
      expect.objectContaining({
        name: 'Sam Citizen',
        phone: '0412 345 678',
        postcode: '2000',
        hasSolar: true,
        customerType: 'Business',
      }),
    ]);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompareRequestInput } from '#shared/contracts/compare';
import { fakeApi, reply, sentTo } from '@/test-support/fake-api';
import { renderInApp } from '@/test-support/render-app';
import { PriceAlertForm } from './price-alert-form';

afterEach(() => vi.unstubAllGlobals());

const request: CompareRequestInput = {
  postcode: '2000',
  usage: { kind: 'monthlyKwh', monthlyKwh: 400 },
};

async function save(whatIf?: CompareRequestInput['whatIf']) {
  const api = fakeApi({
    'POST /watches': () => reply(202, { status: 'received' }),
  });
  const user = userEvent.setup();
  renderInApp(<PriceAlertForm request={request} whatIf={whatIf ?? null} />);
  await user.type(screen.getByLabelText('E-mail address'), 'jo@example.com');
  await user.click(screen.getByRole('button', { name: 'Watch prices for me' }));
  await screen.findByText(/we sent a link to confirm/);
  return sentTo(api, 'POST', '/watches');
}

describe('the price alert form', () => {
  it('saves the what-if applied on /compare with the comparison, and says so', async () => {
    // Arrange
    const whatIf = { solar: { kw: 6.6 }, battery: { usableKwh: 10 } };
    // Act
    const sent = await save(whatIf);
    // Assert
    expect(sent).toEqual([expect.objectContaining({ whatIf })]);
    expect(screen.getByTestId('alert-what-if').textContent).toBe(
      'Saved with your change: 6.6 kW of solar and a 10 kWh battery. Alerts price every plan with it.',
    );
  });

  it('saves no what-if when none was applied', async () => {
    const sent = await save();
    expect(sent[0]).not.toHaveProperty('whatIf');
    expect(screen.queryByTestId('alert-what-if')).toBe(null);
  });
});

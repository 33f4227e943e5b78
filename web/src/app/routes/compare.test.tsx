import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { comparedPlan, compareResponse } from '@/test-support/compared-plan';
import { fakeApi, reply, sentTo } from '@/test-support/fake-api';
import { renderInApp } from '@/test-support/render-app';
import { Component as ComparePage } from './compare';

/** The results panel loads lazily: its first import is slow on a busy machine. */
const LOADS = { timeout: 10_000 };

/** Two pages of results, the page asked for answered. */
function comparing() {
  return fakeApi({
    'POST /compare': (body) => {
      const { page } = body as { page: number };
      return reply(
        200,
        page === 1
          ? compareResponse([comparedPlan('a'), comparedPlan('b')], {
              totalPlans: 3,
            })
          : compareResponse([comparedPlan('c')], { totalPlans: 3, page: 2 }),
      );
    },
  });
}

const searchOf = (router: ReturnType<typeof renderInApp>['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('/compare opened from a shared link', () => {
  it('compares at once on the linked inputs and shows the pages it had', async () => {
    // Arrange
    const api = comparing();
    // Act
    renderInApp(
      <ComparePage />,
      '/compare?postcode=2000&energy=Electricity&customer=Business&usage=450&green=1&sort=green_energy&page=2',
    );
    // Assert
    await screen.findByRole('link', { name: 'Plan c' }, LOADS);
    const sent = sentTo(api, 'POST', '/compare') as Record<string, unknown>[];
    expect(sent.map((body) => body.page)).toEqual([1, 2]);
    expect(sent[0]).toMatchObject({
      postcode: '2000',
      customerType: 'Business',
      usage: { kind: 'monthlyKwh', monthlyKwh: 450 },
      filters: { greenOnly: true },
      sort: 'green_energy',
    });
    expect(
      (screen.getByLabelText('Sort results') as HTMLSelectElement).value,
    ).toBe('green_energy');
  });

  it('keeps the address in step with the results as the sort changes', async () => {
    // Arrange
    comparing();
    const { router } = renderInApp(
      <ComparePage />,
      '/compare?postcode=2000&usage=450&page=2',
    );
    await screen.findByRole('link', { name: 'Plan c' }, LOADS);
    // Act
    await userEvent.selectOptions(
      screen.getByLabelText('Sort results'),
      'usage_rate',
    );
    // Assert: the new order starts again from its first page; the address
    // follows the results once the router has taken the change.
    await screen.findByRole('button', { name: /Show more plans/ });
    await vi.waitFor(() =>
      expect(searchOf(router)).toEqual({
        postcode: '2000',
        energy: 'Electricity',
        customer: 'Residential',
        usage: '450',
        sort: 'usage_rate',
      }),
    );
  });

  it('waits for Compare Plans on a bare postcode link, then writes the comparison into the address', async () => {
    // Arrange
    const api = comparing();
    const { router } = renderInApp(<ComparePage />, '/compare?postcode=2000');
    const compare = await screen.findByRole('button', {
      name: 'Compare Plans',
    });
    expect(sentTo(api, 'POST', '/compare')).toEqual([]);
    // Act
    await userEvent.click(compare);
    // Assert
    await screen.findByRole('link', { name: 'Plan a' }, LOADS);
    expect(searchOf(router)).toMatchObject({ postcode: '2000', usage: '300' });
  });

  it("asks for the visitor's own usage when the link was priced on meter data", async () => {
    // Arrange
    const api = comparing();
    // Act
    renderInApp(<ComparePage />, '/compare?postcode=2000&meterData=1');
    // Assert
    await screen.findByText(
      /priced on meter data, which never goes into a link/,
    );
    expect(sentTo(api, 'POST', '/compare')).toEqual([]);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SideBySidePlan } from '#shared/contracts/side-by-side';
import type { WhatIfInputFields } from '#shared/contracts/what-if';
import { comparedPlan } from '@/test-support/compared-plan';
import { fakeApi, reply, sentTo } from '@/test-support/fake-api';
import { renderInApp } from '@/test-support/render-app';
import { Component as SideBySidePage } from './side-by-side';

afterEach(() => vi.unstubAllGlobals());

/** A side-by-side plan, with compare's what-if row when one was sent. */
function sideBySidePlan(
  id: string,
  costs: { today: number; after: number } | { today: number },
): SideBySidePlan {
  const row = comparedPlan(id, {
    annualCostIncGst: 'after' in costs ? costs.after : costs.today,
    ...('after' in costs && {
      whatIf: {
        before: { annualCostIncGst: costs.today, rank: 1 },
        differenceDollars: costs.after - costs.today,
        batteryUse: 'selfConsumption' as const,
      },
    }),
  });
  return {
    ...row,
    monthlyCostsIncGst: [],
    terms: {
      contractTerm: 'No lock-in',
      pricesFixed: false,
      benefitPeriod: null,
      onExpiry: null,
      variation: null,
      coolingOffDays: 10,
      billFrequency: [],
      fees: [],
      greenPercent: 0,
      greenPowerOption: false,
      ends: [],
    },
  };
}

/** The API: before and after when a what-if is sent, today's costs without. */
function sideBySideApi() {
  return fakeApi({
    'POST /compare/side-by-side': (body) => {
      const withChange = (body as { whatIf?: WhatIfInputFields }).whatIf;
      return reply(200, {
        postcode: '2000',
        usage: { annualKwh: 4800, monthlyKwh: 400, days: 365 },
        basis: 'typical',
        plans: withChange
          ? [
              sideBySidePlan('a', { today: 1500, after: 900 }),
              sideBySidePlan('b', { today: 1400, after: 1100 }),
            ]
          : [
              sideBySidePlan('a', { today: 1500 }),
              sideBySidePlan('b', { today: 1400 }),
            ],
      });
    },
  });
}

const LINK =
  '/compare/side-by-side?plans=a,b&postcode=2000&energyType=Electricity&customerType=Residential&usage=400';
const WITH_WHAT_IF = `${LINK}&whatIf.solarKw=6.6&whatIf.exportLimitKw=5&whatIf.batteryKwh=13.5`;

const rowOf = (name: string) =>
  screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
const cells = (name: string) =>
  within(rowOf(name))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('/compare/side-by-side with the what-if chosen on /compare', () => {
  it("sends the link's what-if and shows each plan's cost before, after and the difference", async () => {
    // Arrange
    const api = sideBySideApi();
    // Act
    renderInApp(<SideBySidePage />, WITH_WHAT_IF);
    // Assert
    await screen.findByRole('rowheader', { name: 'Before the change' });
    expect(sentTo(api, 'POST', '/compare/side-by-side')).toEqual([
      expect.objectContaining({
        planIds: ['a', 'b'],
        whatIf: {
          solar: { kw: 6.6, exportLimitKw: 5 },
          battery: { usableKwh: 13.5 },
        },
      }),
    ]);
    expect(screen.getByTestId('what-if-notice').textContent).toContain(
      '6.6 kW of solar and a 13.5 kWh battery',
    );
    expect(cells('Annual cost with the change')).toEqual(['$900', '$1,100']);
    expect(cells('Before the change')).toEqual(['$1,500', '$1,400']);
    expect(cells('Difference')).toEqual([
      '$600 a year less',
      '$300 a year less',
    ]);
  });

  it('shows the plans without the change on request, and with it again', async () => {
    // Arrange
    const api = sideBySideApi();
    const user = userEvent.setup();
    renderInApp(<SideBySidePage />, WITH_WHAT_IF);
    await screen.findByRole('rowheader', { name: 'Before the change' });
    // Act
    await user.click(
      screen.getByRole('button', { name: 'Show without the change' }),
    );
    // Assert
    await screen.findByRole('rowheader', { name: 'Annual cost' });
    expect(cells('Annual cost')).toEqual(['$1,500', '$1,400']);
    expect(screen.queryByRole('rowheader', { name: 'Before the change' })).toBe(
      null,
    );
    const sent = sentTo(api, 'POST', '/compare/side-by-side');
    expect(sent.at(-1)).not.toHaveProperty('whatIf');
    await user.click(
      screen.getByRole('button', { name: 'Show with the change' }),
    );
    await screen.findByRole('rowheader', { name: 'Before the change' });
    expect(sentTo(api, 'POST', '/compare/side-by-side').at(-1)).toHaveProperty(
      'whatIf',
    );
  });

  it('sends no what-if and shows no before and after when the comparison had none', async () => {
    // Arrange
    const api = sideBySideApi();
    // Act
    renderInApp(<SideBySidePage />, LINK);
    // Assert
    await screen.findByRole('rowheader', { name: 'Annual cost' });
    expect(sentTo(api, 'POST', '/compare/side-by-side')[0]).not.toHaveProperty(
      'whatIf',
    );
    expect(screen.queryByTestId('what-if-notice')).toBe(null);
    expect(screen.queryByRole('rowheader', { name: 'Difference' })).toBe(null);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CompareResponse } from '#shared/contracts/compare';
import { comparedPlan, compareResponse } from '@/test-support/compared-plan';
import { fakeApi, reply, sentTo } from '@/test-support/fake-api';
import { renderInApp } from '@/test-support/render-app';
import { Component as ComparePage } from './compare';

const LOADS = { timeout: 10_000 };
const LINK =
  '/compare?postcode=2600&household=bill&from=2026-04-01&to=2026-06-30&kwh=1200';

const household = (ineligible: boolean): Partial<CompareResponse> => ({
  household: {
    basis: 'bill',
    period:
      'Estimated from a bill of 1 April 2026 to 30 June 2026, scaled to a year.',
    hiddenPlans: ineligible ? 0 : 1,
    ineligiblePlans: 1,
    diagnostics: [],
  },
  range: {
    inputKind: 'billPart',
    errorBand: 0.15,
    firstPlanId: 'cheap',
    firstStaysFirst: false,
    overtakenBy: 'close',
  },
});
const cheap = comparedPlan('cheap', {
  costRange: { low: 1275, high: 1725 },
  eligibility: [{ words: 'Only for homes with solar panels', details: null }],
});
const close = comparedPlan('close', { annualCostIncGst: 1520 });
const battery = comparedPlan('battery', {
  eligibility: [
    {
      words: 'Only for homes with a battery',
      details: 'For homes with a battery of at least 5 kWh.',
    },
  ],
  ineligibleReasons: [
    'Only for homes with a battery: the household has no battery.',
  ],
});

describe('results of a bill', () => {
  it('show each plan’s range and eligibility, whether the first stays first, and every plan once asked', async () => {
    // Arrange
    const api = fakeApi({
      'POST /compare': (body) => {
        const all = (body as { showAllPlans?: boolean }).showAllPlans === true;
        return reply(
          200,
          compareResponse(all ? [cheap, close, battery] : [cheap, close], {
            postcode: '2600',
            ...household(all),
          }),
        );
      },
    });
    const user = userEvent.setup();
    const { router } = renderInApp(<ComparePage />, LINK);
    // Act
    const first = await screen.findByRole(
      'article',
      { name: 'Plan cheap' },
      LOADS,
    );
    // Assert
    expect(first.textContent).toContain('Likely $1,275 to $1,725 a year');
    expect(first.textContent).toContain('Only for homes with solar panels');
    expect(
      screen.getByText(
        'The first plan may not stay the cheapest you can take if your use is 15% more or less than we estimate: Plan close could cost less.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Plan battery' })).toBeNull();

    // Act
    await user.click(
      screen.getByRole('checkbox', {
        name: 'Show all plans, including the 1 you can’t take by your answers',
      }),
    );
    // Assert
    const shown = await screen.findByRole(
      'article',
      { name: 'Plan battery' },
      LOADS,
    );
    expect(within(shown).getByRole('note').textContent).toContain(
      'Only for homes with a battery: the household has no battery.',
    );
    const sent = sentTo(api, 'POST', '/compare') as { showAllPlans?: true }[];
    expect(sent.at(-1)?.showAllPlans).toBe(true);
    expect(sent[0]?.showAllPlans).toBeUndefined();
    expect(
      new URLSearchParams(router.state.location.search).get('showAll'),
    ).toBe('1');
  });

  it('say on a row ranked below a cheaper price that its cost depends on when power is used, and by how much', async () => {
    // Arrange: the time-of-use plan costs less but ranks second
    const single = comparedPlan('single', { annualCostIncGst: 1020 });
    const timeOfUse = comparedPlan('time-of-use', {
      annualCostIncGst: 1000,
      timingAllowanceDollars: 30,
    });
    fakeApi({
      'POST /compare': () =>
        reply(
          200,
          compareResponse([single, timeOfUse], {
            postcode: '2600',
            ...household(false),
          }),
        ),
    });
    renderInApp(<ComparePage />, LINK);
    // Act
    const ranked = await screen.findByRole(
      'article',
      { name: 'Plan time-of-use' },
      LOADS,
    );
    // Assert
    expect(within(ranked).getByRole('note').textContent).toBe(
      ' Cost depends on when you use power: without meter readings or peak and off-peak figures we can’t tell when you do, so this plan is ranked as if it cost up to $30 more a year.',
    );
    const first = screen.getByRole('article', { name: 'Plan single' });
    expect(first.textContent).not.toContain('Cost depends on when');
    expect(
      first.compareDocumentPosition(ranked) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('offer every plan when the answers rule out all of them, rather than an empty page', async () => {
    // Arrange
    const ruledOut = (all: boolean): Partial<CompareResponse> => ({
      postcode: '2600',
      household: {
        basis: 'bill',
        period:
          'Estimated from a bill of 1 April 2026 to 30 June 2026, scaled to a year.',
        hiddenPlans: all ? 0 : 2,
        ineligiblePlans: 2,
        diagnostics: [],
      },
    });
    const otherBattery = comparedPlan('battery-two', {
      ineligibleReasons: battery.ineligibleReasons ?? [],
    });
    fakeApi({
      'POST /compare': (body) => {
        const all = (body as { showAllPlans?: boolean }).showAllPlans === true;
        return reply(
          200,
          compareResponse(all ? [battery, otherBattery] : [], ruledOut(all)),
        );
      },
    });
    const user = userEvent.setup();
    renderInApp(<ComparePage />, LINK);
    // Act
    const showAll = await screen.findByRole(
      'checkbox',
      {
        name: 'Show all plans, including the 2 you can’t take by your answers',
      },
      LOADS,
    );
    // Assert
    expect(
      screen.getByText(
        'Every plan has a condition your answers rule out. Show all plans to see them and why.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('No Energy Plans Available')).toBeNull();

    // Act
    await user.click(showAll);
    // Assert
    expect(
      await screen.findByRole('article', { name: 'Plan battery' }, LOADS),
    ).toBeTruthy();
    expect(
      screen.getByRole('article', { name: 'Plan battery-two' }),
    ).toBeTruthy();
  });
});

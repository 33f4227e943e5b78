import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  ComparedPlan,
  SavingsBasisResult,
} from '#shared/contracts/compare';
import { AUSGRID_2026_27_MADE_UP } from '#shared/contracts/fixtures/reference-prices';
import { clearPicks } from '@/features/side-by-side/picks';
import { comparedPlan } from '@/test-support/compared-plan';
import { renderInApp } from '@/test-support/render-app';
import { PlanCard } from './plan-card';

const pricedOn = {
  postcode: '2000',
  usage: { kind: 'monthlyKwh', monthlyKwh: 333 },
} as const;

function renderCard(
  result: ComparedPlan,
  isCurrent = false,
  savingsBasis?: SavingsBasisResult,
) {
  const onExpertHelp = vi.fn();
  renderInApp(
    <PlanCard
      result={result}
      {...(isCurrent && { current: { rank: 2, rankedPlans: 5 } })}
      switchInputs={pricedOn}
      onExpertHelp={onExpertHelp}
      savingsBasis={savingsBasis ?? null}
    />,
  );
  return {
    card: screen.getByRole('article', { name: result.plan.planName }),
    onExpertHelp,
  };
}

beforeEach(() => clearPicks());

describe('PlanCard', () => {
  it('shows no badge a plain plan has not earned', () => {
    const { card } = renderCard(comparedPlan('p1'));
    for (const badge of [
      'Best Value',
      'Popular',
      'green',
      'Check for updates',
      'Your current plan',
    ])
      expect(within(card).queryByText(new RegExp(badge))).toBeNull();
  });

  it('links the plan’s name to its page, carrying the usage it was priced on', () => {
    const { card } = renderCard(comparedPlan('p1'));
    const link = within(card).getByRole('link', {
      name: comparedPlan('p1').plan.planName,
    });
    expect(link.getAttribute('href')).toBe(
      '/plans/p1?plan=p1&postcode=2000&usage=333',
    );
  });

  it('shows each badge the plan has earned', () => {
    const { card } = renderCard(
      comparedPlan(
        'p1',
        { isBestValue: true, isStale: true },
        { isPopular: true, greenEnergyPercent: 40 },
      ),
    );
    expect(within(card).getByText('Best Value')).toBeTruthy();
    expect(within(card).getByText('Popular')).toBeTruthy();
    expect(within(card).getByText('40% green')).toBeTruthy();
    expect(within(card).getByText('Check for updates')).toBeTruthy();
  });

  it('marks the current plan and gives it no saving line', () => {
    const { card } = renderCard(
      comparedPlan('p1', { savingAgainstCurrentDollars: 0 }),
      true,
    );
    expect(within(card).getByText('Your current plan')).toBeTruthy();
    expect(within(card).queryByText(/than your current plan/)).toBeNull();
  });

  it('says how much less or more a plan costs than the current one', () => {
    renderCard(
      comparedPlan(
        'cheaper',
        { savingAgainstCurrentDollars: 210, annualSavingsDollars: 300 },
        { planName: 'Cheaper plan' },
      ),
    );
    renderCard(
      comparedPlan(
        'dearer',
        { savingAgainstCurrentDollars: -95 },
        { planName: 'Dearer plan' },
      ),
    );
    const cheaper = screen.getByRole('article', { name: 'Cheaper plan' });
    const dearer = screen.getByRole('article', { name: 'Dearer plan' });
    expect(within(cheaper).getByText(/\$210 a year less/)).toBeTruthy();
    // The saving against the current plan is said once, on the row.
    expect(within(cheaper).queryByText(/Save up to/)).toBeNull();
    expect(within(dearer).getByText(/\$95 a year more/)).toBeTruthy();
    expect(within(dearer).queryByText(/Save up to/)).toBeNull();
  });

  it('says what the saving is measured against, in words', () => {
    renderCard(
      comparedPlan(
        'dmo',
        { annualSavingsDollars: 265 },
        { planName: 'Under the DMO' },
      ),
      false,
      {
        kind: 'reference_price',
        label: 'the Default Market Offer for Ausgrid (2025-26)',
        annualCostIncGst: 1965,
        financialYear: '2025-26',
        modelAnnualKwh: null,
        source: 'AER',
      },
    );
    renderCard(
      comparedPlan(
        'median',
        { annualSavingsDollars: 40 },
        { planName: 'Under the median' },
      ),
      false,
      {
        kind: 'market_median',
        label: 'the median plan in your area',
        annualCostIncGst: 1700,
      },
    );
    renderCard(
      comparedPlan(
        'none',
        { annualSavingsDollars: 0 },
        { planName: 'No saving' },
      ),
      false,
      {
        kind: 'market_median',
        label: 'the median plan in your area',
        annualCostIncGst: 1700,
      },
    );
    const row = (name: string) => screen.getByRole('article', { name });
    expect(
      within(row('Under the DMO')).getByText(
        'Save up to $265 a year against the Default Market Offer for Ausgrid (2025-26)',
      ),
    ).toBeTruthy();
    expect(
      within(row('Under the median')).getByText(
        'Save up to $40 a year against the median plan in your area',
      ),
    ).toBeTruthy();
    expect(within(row('No saving')).queryByText(/Save up to/)).toBeNull();
  });

  it('states the plan against the reference price on the row and in Details, or says in Details why not', async () => {
    renderCard(
      comparedPlan(
        'stated',
        {
          referenceStatement: {
            kind: 'stated',
            percent: -14,
            text: '14% less than the Default Market Offer for Ausgrid (2026-27)',
            unconditionalAnnualIncGst: 1721.5,
            reference: AUSGRID_2026_27_MADE_UP,
          },
        },
        { planName: 'Stated plan' },
      ),
    );
    renderCard(
      comparedPlan(
        'unstated',
        {
          referenceStatement: {
            kind: 'none',
            reason: 'No 2026-27 reference price has been entered yet.',
          },
        },
        { planName: 'Unstated plan' },
      ),
    );
    const stated = screen.getByRole('article', { name: 'Stated plan' });
    const row = stated.querySelector('.plan-row') as HTMLElement;
    expect(
      within(row).getByText(
        '14% less than the Default Market Offer for Ausgrid (2026-27)',
      ),
    ).toBeTruthy();
    await userEvent.click(
      within(stated).getByRole('button', {
        name: 'Show Details and cost breakdown',
      }),
    );
    expect(within(stated).getByTestId('reference-statement').textContent).toBe(
      'This plan is 14% less than the Default Market Offer for Ausgrid (2026-27). Its price without conditional discounts or feed-in credits is $1,722 a year at the model usage of 4,000 kWh (residential, Ausgrid), against $2,000. Source: a made-up figure for tests.',
    );
    const unstated = screen.getByRole('article', { name: 'Unstated plan' });
    const unstatedRow = unstated.querySelector('.plan-row') as HTMLElement;
    expect(within(unstatedRow).queryByText(/reference price/i)).toBeNull();
    expect(within(unstatedRow).queryByText(/less than|more than/)).toBeNull();
    expect(
      within(unstated).getByTestId('reference-statement').textContent,
    ).toBe('Reference price: No 2026-27 reference price has been entered yet.');
  });

  it('opens and closes the details and cost breakdown', async () => {
    const { card } = renderCard(comparedPlan('p1'));
    const toggle = within(card).getByRole('button', {
      name: 'Show Details and cost breakdown',
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(card).queryByText('Daily supply')).toBeNull();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(card).getByText('Daily supply')).toBeTruthy();
    expect(within(card).getByText('Usage rate')).toBeTruthy();
    await userEvent.click(
      within(card).getByRole('button', {
        name: 'Hide Details and cost breakdown',
      }),
    );
    expect(within(card).queryByText('Daily supply')).toBeNull();
  });

  it('leads with the rank, the yearly cost, the monthly one and the terms that differ', () => {
    renderInApp(
      <PlanCard
        result={comparedPlan(
          'p1',
          { annualCostIncGst: 1320, monthlyEstimateDollars: 110 },
          {
            contractTerm: '12 months',
            exitFees: '$90',
            greenEnergyPercent: 25,
          },
        )}
        rank={3}
        switchInputs={pricedOn}
        onExpertHelp={() => undefined}
      />,
    );
    const card = screen.getByRole('article', { name: 'Plan p1' });
    expect(within(card).getByText('Rank').parentElement?.textContent).toBe(
      'Rank 3',
    );
    expect(card.querySelector('.annual strong')?.textContent).toBe('$1,320');
    expect(within(card).getByText(/\$110\/month/)).toBeTruthy();
    const facts = card.querySelector('.plan-facts')?.textContent;
    expect(facts).toContain('Contract12 months');
    expect(facts).toContain('Exit fee$90');
    expect(facts).toContain('Green25%');
  });

  it('labels the typical home and business estimates inside the details, as the API sent them', () => {
    const { card } = renderCard(comparedPlan('p1'));
    const details = card.querySelector('.plan-details');
    expect(details?.hasAttribute('hidden')).toBe(true);
    expect(details?.textContent).toContain(
      'A home using 20 kWh a day, 30 days$230',
    );
    expect(details?.textContent).toContain(
      'A business using 100 kWh a day, 30 days$1,000',
    );
    expect(details?.textContent).toContain('our pricing engine’s cost');
  });

  it('says a plan without estimates is not priced, instead of a figure', () => {
    const { card } = renderCard({
      ...comparedPlan('p1'),
      cardEstimates: null,
    });
    expect(card.querySelector('.plan-details')?.textContent).toContain(
      'A home using 20 kWh a day, 30 daysNot priced',
    );
  });

  it('picks and unpicks the plan for the side-by-side view', async () => {
    const { card } = renderCard(comparedPlan('p1'));
    const compare = within(card).getByRole('checkbox', {
      name: 'Compare Plan p1',
    });
    expect(compare).toHaveProperty('checked', false);
    await userEvent.click(compare);
    expect(compare).toHaveProperty('checked', true);
    await userEvent.click(compare);
    expect(compare).toHaveProperty('checked', false);
  });

  it('links Switch Now to /switch for this plan and asks for expert help', async () => {
    const { card, onExpertHelp } = renderCard(comparedPlan('p1'));
    const link = within(card).getByRole('link', { name: 'Switch Now' });
    await userEvent.click(
      within(card).getByRole('button', { name: /Show Details/ }),
    );
    const target = new URL(link.getAttribute('href') ?? '', 'http://x');
    expect(target.pathname).toBe('/switch');
    expect(target.searchParams.get('plan')).toBe('p1');
    await userEvent.click(
      within(card).getByRole('button', { name: 'Get Expert Help' }),
    );
    expect(onExpertHelp).toHaveBeenCalledOnce();
  });
});

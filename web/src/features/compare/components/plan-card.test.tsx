import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComparedPlan } from '#shared/contracts/compare';
import { clearPicks } from '@/features/side-by-side/picks';
import { comparedPlan } from '@/test-support/compared-plan';
import { renderInApp } from '@/test-support/render-app';
import { PlanCard } from './plan-card';

const pricedOn = {
  postcode: '2000',
  usage: { kind: 'monthlyKwh', monthlyKwh: 333 },
} as const;

function renderCard(result: ComparedPlan, isCurrent = false) {
  const onExpertHelp = vi.fn();
  renderInApp(
    <PlanCard
      result={result}
      {...(isCurrent && { current: { rank: 2, rankedPlans: 5 } })}
      switchInputs={pricedOn}
      onExpertHelp={onExpertHelp}
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
    expect(within(cheaper).getByText(/Save up to \$300 a year/)).toBeTruthy();
    expect(within(dearer).getByText(/\$95 a year more/)).toBeTruthy();
    expect(within(dearer).queryByText(/Save up to/)).toBeNull();
  });

  it('opens and closes the cost breakdown', async () => {
    const { card } = renderCard(comparedPlan('p1'));
    const toggle = within(card).getByRole('button', {
      name: 'Show cost breakdown',
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(card).queryByText('Daily supply')).toBeNull();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(card).getByText('Daily supply')).toBeTruthy();
    await userEvent.click(
      within(card).getByRole('button', { name: 'Hide cost breakdown' }),
    );
    expect(within(card).queryByText('Daily supply')).toBeNull();
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
    const target = new URL(link.getAttribute('href') ?? '', 'http://x');
    expect(target.pathname).toBe('/switch');
    expect(target.searchParams.get('plan')).toBe('p1');
    await userEvent.click(
      within(card).getByRole('button', { name: 'Get Expert Help' }),
    );
    expect(onExpertHelp).toHaveBeenCalledOnce();
  });
});

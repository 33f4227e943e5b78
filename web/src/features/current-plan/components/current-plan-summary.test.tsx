import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CurrentPlanResult } from '#shared/contracts/compare';
import { comparedPlan } from '@/test-support/compared-plan';
import { CurrentPlanSummary } from './current-plan-summary';

const currentPlan = (
  lastPriceChange: string | null | undefined,
): CurrentPlanResult => {
  const card = comparedPlan('AGL1@EME', {}, { planName: 'Saver' });
  return {
    plan: card.plan,
    annualCostIncGst: 1700,
    annualCostAfterBenefitsIncGst: 1650,
    rank: 6,
    rankedPlans: 8,
    card,
    lastPriceChange,
  };
};

const show = (current: CurrentPlanResult) =>
  render(
    <MemoryRouter>
      <CurrentPlanSummary current={current} />
    </MemoryRouter>,
  );

describe('CurrentPlanSummary', () => {
  it('says when the current plan’s prices last changed, with a link to its price history', () => {
    show(currentPlan('2026-10-03T00:00:00.000Z'));
    expect(screen.getByText(/last changed on 3 Oct 2026/)).toBeDefined();
    expect(
      screen
        .getByRole('link', { name: 'see its price history' })
        .getAttribute('href'),
    ).toBe('/plans/AGL1%40EME');
  });

  it.each([
    ['no kept version changed a price', null],
    ['the history was not read', undefined],
  ])('says nothing of price changes when %s', (_, lastPriceChange) => {
    show(currentPlan(lastPriceChange));
    expect(screen.getByText(/ranks 6th of 8/)).toBeDefined();
    expect(screen.queryByText(/last changed/)).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

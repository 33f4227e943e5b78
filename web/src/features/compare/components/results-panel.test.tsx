import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type {
  ComparedPlan,
  CompareResponse,
  CompareSort,
} from '#shared/contracts/compare';
import { comparedPlan, compareResponse } from '@/test-support/compared-plan';
import { renderInApp } from '@/test-support/render-app';
import { ResultsPanel } from './results-panel';

interface Shown {
  readonly response: CompareResponse;
  readonly plans?: ComparedPlan[];
  readonly filtered?: boolean;
  readonly more?: 'idle' | 'loading' | 'failed';
  readonly sort?: CompareSort;
}

function renderPanel({
  response,
  plans,
  filtered = false,
  more = 'idle',
  sort = 'price',
}: Shown) {
  const onSort = vi.fn();
  const onMore = vi.fn();
  renderInApp(
    <ResultsPanel
      response={response}
      plans={plans ?? response.plans}
      pricedOn={{
        postcode: '2000',
        usage: { kind: 'monthlyKwh', monthlyKwh: 333 },
      }}
      sort={sort}
      filtered={filtered}
      onSort={onSort}
      more={more}
      onMore={onMore}
      onExpertHelp={() => undefined}
    />,
  );
  return { onSort, onMore };
}

const twoOfFive = () => {
  const plans = [comparedPlan('a'), comparedPlan('b')];
  return compareResponse(plans, { totalPlans: 5 });
};

/** A plan whose 12 % discount ends: $1,808 the first year, $2,050 after. */
const endingDiscount = (): ComparedPlan => ({
  ...comparedPlan('a'),
  annualCostIncGst: 1808,
  annualCostAfterBenefitsIncGst: 2050,
  benefitEnds: [
    { description: '12% off', endsOn: '2027-03-31', afterText: null },
  ],
});

describe('ResultsPanel', () => {
  it('leads each row with the cost after benefits end when sorted by it, the first year under it', () => {
    const ending = endingDiscount();
    const response = compareResponse([ending, comparedPlan('b')]);
    renderPanel({ response, sort: 'after_benefits' });
    const rows = screen.getAllByRole('article');
    expect(rows[0]?.querySelector('.annual strong')?.textContent).toBe(
      '$2,050',
    );
    expect(rows[0]?.textContent).toContain('a year after benefits end');
    expect(rows[0]?.textContent).toContain('First year $1,808');
    // a plan whose benefits do not end shows its one yearly cost
    expect(rows[1]?.textContent).not.toContain('after benefits end');
  });

  it('leads each row with the first-year cost under any other sort', () => {
    const ending = endingDiscount();
    renderPanel({ response: compareResponse([ending]) });
    const [row] = screen.getAllByRole('article');
    expect(row?.querySelector('.annual strong')?.textContent).toBe('$1,808');
  });

  it('says the market has no plans when nothing was filtered out, beside a decorative picture', () => {
    renderPanel({ response: compareResponse([]) });
    const heading = screen.getByRole('heading', {
      name: 'No Energy Plans Available',
    });
    const picture = heading.parentElement?.querySelector('svg.illustration');
    expect(picture?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('combobox', { name: 'Sort results' })).toBeNull();
  });

  it('points at the filters when they removed every plan', () => {
    renderPanel({ response: compareResponse([]), filtered: true });
    expect(
      screen.getByText(/No plans match your current filters/),
    ).toBeTruthy();
    expect(
      screen.queryByRole('heading', { name: /No Energy Plans/ }),
    ).toBeNull();
  });

  it('lists one card per plan under a count of every match', () => {
    renderPanel({ response: twoOfFive() });
    expect(
      screen.getByRole('heading', { name: '5 plans for 2000' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('article').map((a) => a.textContent)).toEqual([
      expect.stringContaining('Plan a'),
      expect.stringContaining('Plan b'),
    ]);
  });

  it('marks the current plan among the results', () => {
    const response = twoOfFive();
    const current = response.plans[1] as ComparedPlan;
    renderPanel({
      response: {
        ...response,
        currentPlan: {
          plan: current.plan,
          annualCostIncGst: 1500,
          annualCostAfterBenefitsIncGst: 1500,
          rank: 2,
          rankedPlans: 5,
          card: current,
        },
      },
    });
    const [first, second] = screen.getAllByRole('article');
    expect(first?.textContent).not.toContain('Your current plan');
    expect(second?.textContent).toContain('Your current plan');
  });

  it('asks for the remaining plans with Show more plans', async () => {
    const { onMore } = renderPanel({ response: twoOfFive() });
    await userEvent.click(
      screen.getByRole('button', { name: 'Show more plans (3 more)' }),
    );
    expect(onMore).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('disables Show more plans while loading', () => {
    renderPanel({ response: twoOfFive(), more: 'loading' });
    expect(
      screen.getByRole('button', { name: 'Loading more plans…' }),
    ).toHaveProperty('disabled', true);
  });

  it('reports a failed Show more plans and lets the visitor retry', async () => {
    const { onMore } = renderPanel({ response: twoOfFive(), more: 'failed' });
    expect(screen.getByRole('alert').textContent).toMatch(
      /More plans could not be loaded/,
    );
    await userEvent.click(
      screen.getByRole('button', { name: /Show more plans/ }),
    );
    expect(onMore).toHaveBeenCalledOnce();
  });

  it('hides Show more plans once every plan is shown', () => {
    renderPanel({ response: compareResponse([comparedPlan('a')]) });
    expect(
      screen.queryByRole('button', { name: /Show more plans/ }),
    ).toBeNull();
  });

  it('passes the chosen sort up', async () => {
    const { onSort } = renderPanel({ response: twoOfFive() });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Sort results' }),
      'Greenest',
    );
    expect(onSort).toHaveBeenCalledWith('green_energy');
  });

  it("offers every sort in its one control, the filters' old ones included", async () => {
    const { onSort } = renderPanel({ response: twoOfFive() });
    const sort = screen.getByRole('combobox', { name: 'Sort results' });
    await userEvent.selectOptions(sort, 'Popular retailers first');
    expect(onSort).toHaveBeenCalledWith('popular');
    // No other list sorts (the usage charts' season list may load beside it).
    const sorting = screen
      .getAllByRole('combobox')
      .filter((box) =>
        within(box).queryByRole('option', { name: 'Popular retailers first' }),
      );
    expect(sorting).toEqual([sort]);
  });

  it('numbers the rows in the order shown', () => {
    renderPanel({ response: twoOfFive() });
    expect(
      screen
        .getAllByRole('article')
        .map((a) => a.querySelector('.plan-rank')?.textContent),
    ).toEqual(['Rank 1', 'Rank 2']);
  });
});

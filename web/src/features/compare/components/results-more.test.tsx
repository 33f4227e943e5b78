import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { comparedPlan, compareResponse } from '@/test-support/compared-plan';
import { fakeApi, reply } from '@/test-support/fake-api';
import { renderInApp } from '@/test-support/render-app';
import { initialState } from '../hooks/compare-url';
import { useComparison } from '../hooks/use-comparison';
import { ResultsPanel } from './results-panel';

const { state, visitor } = initialState(new URLSearchParams('postcode=2000'));

/** The results as /compare wires them: the comparison hook feeds the panel. */
function Results() {
  const comparison = useComparison(state, visitor, 'comparison-1', 0);
  if (comparison.status === 'error')
    return <p role="alert">Comparison failed</p>;
  if (!comparison.response || !comparison.priced)
    return <p role="status">Comparing</p>;
  return (
    <ResultsPanel
      response={comparison.response}
      plans={comparison.plans}
      pricedOn={comparison.priced}
      sort={state.sort}
      filtered={false}
      onSort={() => undefined}
      more={comparison.more}
      onMore={comparison.loadMore}
      onExpertHelp={() => undefined}
    />
  );
}

const firstPage = compareResponse([comparedPlan('a'), comparedPlan('b')], {
  totalPlans: 3,
});
const secondPage = compareResponse([comparedPlan('c')], {
  totalPlans: 3,
  page: 2,
});

describe('Show more plans on the compare results', () => {
  it('reports a failed page, then adds it when the retry succeeds', async () => {
    let secondPageAnswers = [reply(500), reply(200, secondPage)];
    fakeApi({
      'POST /compare': (body) => {
        if ((body as { page: number }).page === 1) return reply(200, firstPage);
        const [answer, ...rest] = secondPageAnswers;
        secondPageAnswers = rest;
        return answer ?? reply(500);
      },
    });
    renderInApp(<Results />, '/compare');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Show more plans (1 more)' }),
    );
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /More plans could not be loaded/,
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);

    await userEvent.click(
      screen.getByRole('button', { name: 'Show more plans (1 more)' }),
    );
    await screen.findByRole('article', { name: 'Plan c' });
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(
      screen.queryByRole('button', { name: /Show more plans/ }),
    ).toBeNull();
  });

  it('gives the error status when the comparison itself fails', async () => {
    fakeApi({ 'POST /compare': () => reply(503) });
    renderInApp(<Results />, '/compare');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Comparison failed',
    );
  });
});

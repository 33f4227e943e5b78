import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  PlanHistoryResponse,
  PlanVersionView,
} from '#shared/contracts/plan-history';
import { fakeApi, reply } from '@/test-support/fake-api';
import { PlanPriceHistory } from './price-history';
import { usePlanHistory } from './use-plan-history';

/** The history as the plan page reads and shows it. */
function PlanHistoryOf({ planId }: { planId: string }) {
  return <PlanPriceHistory state={usePlanHistory(planId)} />;
}

const version = (
  n: number,
  from: string,
  to: string | null,
  cost: number | null,
  usage: number,
  changes: PlanVersionView['changes'] = null,
): PlanVersionView => ({
  version: n,
  from,
  to,
  cdrLastUpdated: from,
  summary: changes === null ? 'First seen' : 'Usage rate went up',
  changes,
  rates: {
    supplyChargeDollarsPerDay: 1.1,
    usageCentsPerUnit: usage,
    solarFeedInCentsPerKwh: null,
  },
  annualCostIncGst: cost,
});

const historyOf = (versions: PlanVersionView[]): PlanHistoryResponse => ({
  planId: 'P1',
  retailer: 'Test Energy',
  planName: 'Saver',
  energyType: 'Electricity',
  isActive: true,
  since: versions[0]?.from ?? '',
  typicalUse: {
    label: 'A home using 20 kWh a day',
    annualUse: 7300,
    unit: 'kWh',
  },
  network: 'Ausgrid',
  versions,
  truncated: false,
  lastPriceChange: versions.at(-1)?.from ?? null,
});

const serve = (answer: ReturnType<typeof reply>) =>
  fakeApi({ 'GET /plans/P1/history': () => answer });

/** The rows of the chart's table (what a screen reader reads). */
const tableRows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('PlanPriceHistory', () => {
  it('shows one version as one point, since the day it was first seen', async () => {
    serve(
      reply(
        200,
        historyOf([version(1, '2026-01-10T00:00:00.000Z', null, 1589.5, 33)]),
      ),
    );
    render(<PlanHistoryOf planId="P1" />);
    expect(await screen.findByText(/Unchanged since 10 Jan 2026/)).toBeTruthy();
    expect(tableRows('Cost a year at a typical use')).toEqual([
      'Published fromCost a year',
      '10 Jan 2026$1,589.50',
    ]);
    expect(
      screen.getByText(
        /^A home using 20 kWh a day on the Ausgrid network, the plan page’s typical household: each published version priced by our engine/,
      ),
    ).toBeTruthy();
    expect(document.querySelectorAll('circle')).toHaveLength(3);
    expect(screen.getByText('First seen')).toBeTruthy();
  });

  it('draws every version and lists what changed, newest first', async () => {
    const rose = [
      {
        label: 'Usage rate',
        kind: 'rate',
        unit: 'c/kWh',
        direction: 'up',
        from: 33,
        to: 35.2,
        text: 'Usage rate went up by 2.20 c/kWh (from 33.00 c/kWh to 35.20 c/kWh)',
      },
    ] as const;
    serve(
      reply(
        200,
        historyOf([
          version(
            1,
            '2026-01-10T00:00:00.000Z',
            '2026-03-01T00:00:00.000Z',
            1589.5,
            33,
          ),
          version(2, '2026-03-01T00:00:00.000Z', null, 1668.7, 35.2, [...rose]),
        ]),
      ),
    );
    render(<PlanHistoryOf planId="P1" />);
    expect(
      await screen.findByText(/2 published versions since 10 Jan 2026/),
    ).toBeTruthy();
    expect(tableRows('Main rates')).toEqual([
      'Published fromUsage rate (c/kWh)Daily supply charge (c/day)',
      '10 Jan 202633.00 c110.00 c',
      '1 Mar 202635.20 c110.00 c',
    ]);
    const changes = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(changes[0]).toContain('1 Mar 2026');
    expect(screen.getByText(rose[0].text)).toBeTruthy();
  });

  it('says plainly when the history cannot be loaded, or there is none', async () => {
    serve(reply(500, { error: { code: 'INTERNAL', message: 'down' } }));
    const { unmount } = render(<PlanHistoryOf planId="P1" />);
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /could not load this plan’s price history/,
    );
    unmount();
    serve(
      reply(404, { error: { code: 'NOT_FOUND', message: 'Plan not found' } }),
    );
    render(<PlanHistoryOf planId="P1" />);
    expect(
      await screen.findByText('We have no price history for this plan.'),
    ).toBeTruthy();
  });
});

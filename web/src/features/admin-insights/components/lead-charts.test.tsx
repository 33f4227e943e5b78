// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnalyticsSummary } from '#shared/contracts/admin';
import { LeadCharts } from './lead-charts';

afterEach(cleanup);

const summary: AnalyticsSummary = {
  days: 7,
  inquiries: 3,
  callbacks: 1,
  switchingRequests: 1,
  subscribers: 0,
  people: 4,
  peopleSwitching: 1,
  previousPeople: 0,
  conversionRate: 25,
  growthRate: null,
  priceAlerts: { activeWatchers: 0, alertsSent: 0 },
  perDay: [
    {
      date: '2026-11-24',
      inquiries: 2,
      callbacks: 0,
      switchingRequests: 0,
      subscribers: 0,
    },
    {
      date: '2026-11-25',
      inquiries: 1,
      callbacks: 1,
      switchingRequests: 1,
      subscribers: 0,
    },
  ],
};

const rows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) =>
      [...row.children].map((cell) => cell.textContent).join(' | '),
    );

describe('LeadCharts', () => {
  it('tables the new leads of each day by kind', () => {
    render(<LeadCharts data={summary} />);
    expect(rows('New leads per day')).toEqual([
      'Day | Inquiries | Call backs | Switch requests | Subscribers',
      '24 Nov 2026 | 2 | 0 | 0 | 0',
      '25 Nov 2026 | 1 | 1 | 1 | 0',
    ]);
  });

  it('tables the funnel and shows its numbers beside the chart', () => {
    render(<LeadCharts data={summary} />);
    expect(rows('Conversion funnel')).toEqual([
      'Stage | Leads',
      'Inquiries | 3',
      'Call backs | 1',
      'Switch requests | 1',
    ]);
    expect(
      screen.getAllByRole('listitem').map((item) => item.textContent),
    ).toEqual(['Inquiries: 3', 'Call backs: 1', 'Switch requests: 1']);
    expect(screen.getByText(/: 25\.00%/)).toBeTruthy();
  });
});

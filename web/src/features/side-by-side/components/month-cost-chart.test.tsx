// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SideBySidePlan } from '#shared/contracts/side-by-side';
import { MonthCostChart } from './month-cost-chart';

afterEach(cleanup);

const plan = (name: string, cost: (month: number) => number | null) =>
  ({
    plan: { id: name, planName: name },
    monthlyCostsIncGst: Array.from({ length: 12 }, (_, i) => ({
      month: i + 1,
      days: 30,
      costIncGst: cost(i + 1),
    })),
  }) as unknown as SideBySidePlan;

describe('MonthCostChart', () => {
  it('tables each plan’s cost per month, a month without readings as no data', () => {
    // Act
    const { container } = render(
      <MonthCostChart
        plans={[
          plan('Summer Saver', (m) => (m === 1 ? 150.5 : 100)),
          plan('Flat Rate', (m) => (m === 12 ? null : 110)),
        ]}
      />,
    );
    // Assert
    const rows = within(screen.getByRole('table', { name: 'Cost by month' }))
      .getAllByRole('row')
      .map((row) =>
        [...row.children].map((cell) => cell.textContent).join(' | '),
      );
    expect(rows).toHaveLength(13);
    expect(rows[0]).toBe('Month | Summer Saver | Flat Rate');
    expect(rows[1]).toBe('January | $150.50 | $110.00');
    expect(rows[12]).toBe('December | $100.00 | No data');
    // 12 months × 2 plans, less the gap.
    expect(container.querySelectorAll('svg rect')).toHaveLength(23);
  });
});

// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BarChart, ChartFigure, LineChart, seriesTable } from './index';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const dollars = (v: number) => `$${v}`;

describe('ChartFigure', () => {
  const table = seriesTable({
    rowHeader: 'Month',
    labels: ['Jan', 'Feb'],
    series: [{ name: 'Cost', values: [120, null] }],
    format: dollars,
  });

  it('gives screen readers a table of the numbers, with a gap read as no data', () => {
    render(
      <ChartFigure caption="Cost by month" table={table}>
        <svg />
      </ChartFigure>,
    );
    const numbers = screen.getByRole('table', { name: 'Cost by month' });
    const rows = within(numbers).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'MonthCost',
      'Jan$120',
      'FebNo data',
    ]);
    expect(numbers.parentElement?.className).toBe('visually-hidden');
  });

  it('shows the table on screen when asked, and hides it again', async () => {
    render(
      <ChartFigure caption="Cost by month" table={table}>
        <svg />
      </ChartFigure>,
    );
    const toggle = screen.getByRole('button', { name: 'Show as table' });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('table').parentElement?.className).toBe(
      'chart-figure__table',
    );
    await userEvent.click(toggle);
    expect(screen.getByRole('table').parentElement?.className).toBe(
      'visually-hidden',
    );
  });
});

describe('BarChart', () => {
  it('draws one bar per known value and none for a gap', () => {
    const { container } = render(
      <BarChart
        categories={['Jan', 'Feb', 'Mar']}
        series={[
          { name: 'A', values: [10, null, 30] },
          { name: 'B', values: [5, 6, 7] },
        ]}
        formatValue={dollars}
      />,
    );
    expect(container.querySelectorAll('rect')).toHaveLength(5);
  });

  it('stacks series into one column per category, taller for the larger total', () => {
    const { container } = render(
      <BarChart
        categories={['Jan', 'Feb']}
        series={[
          { name: 'A', values: [10, 40] },
          { name: 'B', values: [10, 40] },
        ]}
        formatValue={dollars}
        stacked
      />,
    );
    const heights = [...container.querySelectorAll('rect')].map((r) =>
      Number(r.getAttribute('height')),
    );
    expect(heights).toHaveLength(4);
    expect(heights[2]).toBeCloseTo((heights[0] ?? 0) * 4, 5);
    const xs = [...container.querySelectorAll('rect')].map((r) =>
      r.getAttribute('x'),
    );
    expect(xs[0]).toBe(xs[1]);
  });
});

describe('LineChart', () => {
  it('breaks the line at a gap instead of drawing it down to zero', () => {
    const { container } = render(
      <LineChart
        xValues={[0, 1, 2, 3, 4]}
        formatX={String}
        series={[{ name: 'kWh', values: [1, 2, null, 2, 1] }]}
        formatValue={String}
      />,
    );
    const d = container.querySelector('path')?.getAttribute('d') ?? '';
    expect(d.match(/M/g)).toHaveLength(2);
    expect(container.querySelectorAll('circle')).toHaveLength(4);
  });

  it('marks a single value as a point', () => {
    const { container } = render(
      <LineChart
        xValues={[20_000]}
        formatX={String}
        series={[{ name: 'Cost', values: [1500] }]}
        formatValue={dollars}
        step
      />,
    );
    expect(container.querySelectorAll('circle')).toHaveLength(1);
  });
});

describe('chart width', () => {
  /** Lays every element out `width` pixels wide, as a browser would. */
  const shownAt = (width: number) =>
    vi
      .spyOn(Element.prototype, 'getBoundingClientRect')
      .mockReturnValue(new DOMRect(0, 0, width, 240));

  it('draws one viewBox unit per pixel of the width it is shown at, so its text keeps its size', () => {
    shownAt(343);
    const { container } = render(
      <BarChart
        categories={['Jan', 'Feb']}
        series={[{ name: 'A', values: [10, 20] }]}
        formatValue={dollars}
      />,
    );
    expect(container.querySelector('svg')?.getAttribute('viewBox')).toBe(
      '0 0 343 240',
    );
  });

  it('labels fewer months on a phone than on a desktop, so labels never overlap', () => {
    const months = Array.from({ length: 12 }, (_, i) => `M${i + 10}`);
    const labelsAt = (width: number) => {
      shownAt(width);
      const { container, unmount } = render(
        <BarChart
          categories={months}
          series={[{ name: 'A', values: months.map(() => 1) }]}
          formatValue={dollars}
        />,
      );
      const axes = container.querySelectorAll('g.chart-axis');
      const count = axes[axes.length - 1]?.querySelectorAll('text').length;
      unmount();
      return count;
    };
    expect(labelsAt(1000)).toBe(12);
    expect(labelsAt(300)).toBe(6);
  });
});

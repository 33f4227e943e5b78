// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { retailerMark } from '@/lib/retailer-mark';
import { RetailerMark } from './retailer-mark';

afterEach(cleanup);

describe('RetailerMark', () => {
  it('beside a printed name, shows the initials on the brand colour, hidden from readers', () => {
    const { container } = render(<RetailerMark name="Blue Ocean Power" />);
    const mark = container.querySelector('.retailer-mark');
    expect(mark?.textContent).toBe('BO');
    expect(mark?.getAttribute('aria-hidden')).toBe('true');
    const { colour } = retailerMark('Blue Ocean Power');
    expect(mark?.getAttribute('style')).toContain(`var(--mark-${colour})`);
  });

  it('on its own, is an image named after the retailer', () => {
    render(<RetailerMark name="Blue Ocean Power" decorative={false} />);
    expect(
      screen.getByRole('img', { name: 'Blue Ocean Power' }).textContent,
    ).toBe('BO');
  });
});

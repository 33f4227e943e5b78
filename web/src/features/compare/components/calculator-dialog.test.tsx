// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { calculateGasBill } from '#shared/domain/costs/bill-calculator';
import { formatCents } from '#shared/format/money-and-dates';
import { CalculatorDialog } from './calculator-dialog';

afterEach(cleanup);

describe('CalculatorDialog', () => {
  it('opens on electricity, and its Gas tab prices the gas figures typed', async () => {
    // Arrange
    const user = userEvent.setup();
    render(<CalculatorDialog defaultOpen />);
    expect(screen.getByLabelText('Peak use (kWh a day)')).toBeTruthy();
    expect(screen.queryByLabelText('Gas use (MJ a day)')).toBeNull();
    // Act
    await user.click(screen.getByRole('tab', { name: 'Gas' }));
    await user.type(screen.getByLabelText('Gas use (MJ a day)'), '100');
    await user.type(screen.getByLabelText('Gas rate ($ per MJ)'), '0.03');
    await user.type(screen.getByLabelText('Supply charge ($ a day)'), '1');
    // Assert
    const expected = calculateGasBill({
      mjPerDay: '100',
      rateDollarsPerMj: '0.03',
      supplyDollarsPerDay: '1',
    });
    const result = screen.getByText(/Monthly bill:/);
    expect(result.textContent).toContain(formatCents(expected.monthlyDollars));
    expect(result.textContent).toContain(formatCents(expected.annualDollars));
    expect(expected.annualDollars).toBeGreaterThan(0);
    expect(screen.queryByLabelText('Peak use (kWh a day)')).toBeNull();
  });
});

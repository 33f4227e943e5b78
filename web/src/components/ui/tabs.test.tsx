// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

afterEach(cleanup);

function Fuels() {
  const [fuel, setFuel] = useState<'power' | 'gas' | 'solar'>('power');
  return (
    <Tabs
      label="Fuel"
      value={fuel}
      onChange={setFuel}
      items={[
        { value: 'power', label: 'Power', panel: <input aria-label="kWh" /> },
        { value: 'gas', label: 'Gas', panel: <input aria-label="MJ" /> },
        { value: 'solar', label: 'Solar', panel: <p>Export</p> },
      ]}
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('names its list, ties each tab to its panel and shows only the chosen one', () => {
    // Arrange
    render(<Fuels />);
    // Assert
    expect(screen.getByRole('tablist', { name: 'Fuel' })).toBeTruthy();
    expect(tab('Power').getAttribute('aria-selected')).toBe('true');
    expect(tab('Gas').getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel', { name: 'Power' });
    expect(panel.id).toBe(tab('Power').getAttribute('aria-controls'));
    expect(screen.getByLabelText('kWh')).toBeTruthy();
    expect(screen.queryByLabelText('MJ')).toBeNull();
    const hidden = document.getElementById(
      tab('Gas').getAttribute('aria-controls') ?? '',
    );
    expect(hidden?.hidden).toBe(true);
    expect(hidden?.childElementCount).toBe(0);
  });

  it('puts only the chosen tab and its panel in the Tab order, and chooses on click', async () => {
    // Arrange
    const user = userEvent.setup();
    render(<Fuels />);
    // Act
    await user.click(tab('Gas'));
    // Assert
    expect(tab('Gas').tabIndex).toBe(0);
    expect(tab('Power').tabIndex).toBe(-1);
    expect(screen.getByLabelText('MJ')).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('tabpanel', { name: 'Gas' }),
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('MJ'));
  });

  it('moves and chooses with the arrows, wrapping round, and with Home and End', async () => {
    // Arrange
    const user = userEvent.setup();
    render(<Fuels />);
    await user.click(tab('Power'));
    // Act and assert
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Gas'));
    expect(tab('Gas').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(tab('Power'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Solar'));
    expect(screen.getByText('Export')).toBeTruthy();
    await user.keyboard('{Home}');
    expect(tab('Power').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}');
    expect(tab('Solar').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('a');
    expect(tab('Solar').getAttribute('aria-selected')).toBe('true');
    // Alt+arrow is the browser's Back: the tabs leave it alone.
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(tab('Solar').getAttribute('aria-selected')).toBe('true');
  });
});

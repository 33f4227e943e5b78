import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { retailerOptions } from '#shared/contracts/retailers';
import { withPaintTiming } from '@/test-support/paint-timing';
import { LazyPlanPicker } from './lazy-plan-picker';
import type { PlanPickerProps } from './plan-picker';

const loaded = vi.hoisted(() => ({ count: 0 }));

// The real picker asks the API for plans; here it only says it is drawn.
vi.mock('./plan-picker', () => {
  loaded.count++;
  return { PlanPicker: () => <p>plan picker</p> };
});

const props = (retailer: string): PlanPickerProps => ({
  market: {
    postcode: '2000',
    energyType: 'Electricity',
    customerType: 'Residential',
  },
  retailer,
  onRetailer: () => {},
  plan: null,
  onPlan: () => {},
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LazyPlanPicker', () => {
  it('asks for the picker only after the first contentful paint when it would show nothing', async () => {
    const browser = withPaintTiming();
    render(<LazyPlanPicker {...props('')} />);
    // Effects run and any lazy chunk asked for is requested.
    await act(async () => {});
    expect(loaded.count).toBe(0);
    expect(screen.queryByText('plan picker')).toBeNull();
    act(() => browser.paint());
    expect(await screen.findByText('plan picker')).toBeTruthy();
    expect(loaded.count).toBe(1);
  });

  it('draws the picker at once, before any paint, when a listed retailer is chosen', async () => {
    withPaintTiming();
    const [retailer = ''] = retailerOptions;
    render(<LazyPlanPicker {...props(retailer)} />);
    expect(await screen.findByText('plan picker')).toBeTruthy();
  });
});

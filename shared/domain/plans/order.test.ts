import { describe, expect, it } from 'vitest';
import { byRetailerThenPlanName } from './order.ts';

describe('byRetailerThenPlanName', () => {
  it('orders by retailer, then plan name, ignoring case', () => {
    // Arrange
    const plans = [
      { retailer: 'Origin Energy', planName: 'Go Variable' },
      { retailer: 'AGL Energy', planName: 'Value Saver' },
      { retailer: 'agl', planName: 'Solar Savers' },
      { retailer: 'AGL', planName: 'Essentials' },
    ];
    // Act
    const sorted = [...plans].sort(byRetailerThenPlanName);
    // Assert
    expect(sorted.map((p) => `${p.retailer}/${p.planName}`)).toEqual([
      'AGL/Essentials',
      'agl/Solar Savers',
      'AGL Energy/Value Saver',
      'Origin Energy/Go Variable',
    ]);
  });
});

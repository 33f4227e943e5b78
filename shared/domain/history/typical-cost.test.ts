import { describe, expect, it } from 'vitest';
import {
  gasBlocks,
  type Json,
  singleRateNsw,
} from '../costs/fixtures/plan-documents.ts';
import { typicalAnnualCost } from './typical-cost.ts';

const electricity = {
  energyType: 'Electricity',
  networks: ['Ausgrid'],
  customerType: 'Residential',
} as const;

describe('typicalAnnualCost', () => {
  it('prices a flat plan at 300 kWh a month, GST included', () => {
    // 365 days at $1.10 plus 3,600 kWh at 33 c.
    expect(typicalAnnualCost(singleRateNsw.data, electricity, 2025)).toBe(
      Math.round((365 * 1.1 + 3600 * 0.33) * 100) / 100,
    );
  });

  it('prices gas in MJ', () => {
    const cost = typicalAnnualCost(
      (gasBlocks as Json).data,
      { ...electricity, energyType: 'Gas' },
      2025,
    );
    expect(cost).toBeGreaterThan(0);
  });

  it('answers null for a document the engine cannot read', () => {
    expect(typicalAnnualCost({ planId: 'X' }, electricity, 2025)).toBeNull();
  });
});

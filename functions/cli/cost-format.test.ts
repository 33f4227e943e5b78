import { describe, expect, it } from 'vitest';
import { batchCsv } from './cost-format.ts';

describe('batchCsv', () => {
  it('writes priced plans with any timing allowance, then refused ones, quoting fields that need it', () => {
    // Arrange
    const summary = {
      supply: 400,
      usage: 1000,
      controlledLoad: 0,
      demand: 50.5,
      feedIn: -20,
      fees: 0,
      discounts: 0,
    };
    // Act
    const csv = batchCsv({
      priced: [
        {
          rank: 1,
          planId: 'P1',
          brandName: 'Test, Energy',
          displayName: 'Say "hi"',
          annualCostIncGst: 1430.5,
          annualCostWithAllDiscountsIncGst: 1430.5,
          summary,
          confidence: 'estimated',
          diagnostics: ['One.', 'Two.'],
          eligibility: [],
        },
        {
          rank: 2,
          planId: 'P2',
          brandName: 'Other',
          displayName: 'Time of use',
          annualCostIncGst: 1420,
          annualCostWithAllDiscountsIncGst: 1420,
          timingAllowanceDollars: 30,
          summary,
          confidence: 'estimated',
          diagnostics: [],
          eligibility: [],
        },
      ],
      refused: [{ file: 'g.json', planId: undefined, reason: 'GAS plan' }],
      ineligible: [],
    });
    // Assert
    const [header, priced, allowed, refused] = csv.trimEnd().split('\n');
    expect(header?.split(',')).toHaveLength(17);
    expect(priced).toBe(
      'priced,1,P1,"Test, Energy","Say ""hi""",1430.5,1430.5,,400,1000,0,50.5,-20,0,0,estimated,One. | Two.',
    );
    // Ranked below a cheaper cost, and the column says by how much.
    expect(allowed).toBe(
      'priced,2,P2,Other,Time of use,1420,1420,30,400,1000,0,50.5,-20,0,0,estimated,',
    );
    expect(refused).toBe('refused,,g.json,,,,,,,,,,,,,,GAS plan');
  });
});

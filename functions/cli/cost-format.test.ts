import { describe, expect, it } from 'vitest';
import { batchCsv } from './cost-format.ts';

describe('batchCsv', () => {
  it('writes priced plans, then refused ones, quoting fields that need it', () => {
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
      ],
      refused: [{ file: 'g.json', planId: undefined, reason: 'GAS plan' }],
      ineligible: [],
    });
    // Assert
    const [header, priced, refused] = csv.trimEnd().split('\n');
    expect(header?.split(',')).toHaveLength(16);
    expect(priced).toBe(
      'priced,1,P1,"Test, Energy","Say ""hi""",1430.5,1430.5,400,1000,0,50.5,-20,0,0,estimated,One. | Two.',
    );
    expect(refused).toBe('refused,,g.json,,,,,,,,,,,,,GAS plan');
  });
});

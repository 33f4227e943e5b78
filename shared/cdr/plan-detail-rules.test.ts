import { describe, expect, it } from 'vitest';
import {
  anytimePeriod,
  type Json,
  planDocument,
  singleRatePeriod,
} from '../domain/costs/fixtures/plan-documents.ts';
import {
  formatPath,
  PlanDocumentError,
  parsePlanDetail,
  parsePlanDetailData,
} from './plan-detail.ts';

const contract = (extra: Json = {}) => ({
  pricingModel: 'SINGLE_RATE',
  tariffPeriod: [anytimePeriod()],
  ...extra,
});

function issuesOf(document: unknown): PlanDocumentError['issues'] {
  try {
    parsePlanDetail(document);
  } catch (error) {
    if (error instanceof PlanDocumentError) return error.issues;
  }
  throw new Error('expected a PlanDocumentError');
}

describe('parsePlanDetail cross-field rules', () => {
  it('requires the block named by a discount methodUType', () => {
    // Arrange
    const document = planDocument(
      'TST-DISC',
      contract({
        discounts: [{ type: 'GUARANTEED', methodUType: 'percentOfUse' }],
      }),
    );
    // Act / Assert
    expect(issuesOf(document)).toEqual([
      {
        path: 'data.electricityContract.discounts[0].percentOfUse',
        message: 'is required when methodUType is percentOfUse',
      },
    ]);
  });

  it('requires a controlled load for a _CONT_LOAD pricing model', () => {
    // Arrange
    const document = planDocument(
      'TST-CL',
      contract({ pricingModel: 'TIME_OF_USE_CONT_LOAD' }),
    );
    // Act / Assert
    expect(issuesOf(document)).toEqual([
      {
        path: 'data.electricityContract.controlledLoad',
        message: 'is required when pricingModel is TIME_OF_USE_CONT_LOAD',
      },
    ]);
  });

  it('requires the rate block a controlled load names', () => {
    // Arrange
    const document = planDocument(
      'TST-CL-BLOCK',
      contract({
        pricingModel: 'SINGLE_RATE_CONT_LOAD',
        controlledLoad: [
          { displayName: 'Hot water', rateBlockUType: 'singleRate' },
        ],
      }),
    );
    // Act / Assert
    expect(issuesOf(document)).toEqual([
      {
        path: 'data.electricityContract.controlledLoad[0].singleRate',
        message: 'is required when rateBlockUType is singleRate',
      },
    ]);
  });

  it('requires both contracts for a DUAL plan', () => {
    // Arrange
    const document = planDocument('TST-DUAL', contract(), {
      extra: { fuelType: 'DUAL' },
    });
    // Act / Assert
    expect(issuesOf(document)).toEqual([
      {
        path: 'data.gasContract',
        message: 'is required when fuelType is DUAL',
      },
    ]);
  });

  it('names every failing field and counts the others in the message', () => {
    // Arrange: a demand period with no demandCharges, and a bad pricing model
    const document = planDocument('TST-TWO', {
      pricingModel: 'WHOLESALE',
      tariffPeriod: [{ ...anytimePeriod(), rateBlockUType: 'demandCharges' }],
    });
    // Act
    let caught: unknown;
    try {
      parsePlanDetail(document);
    } catch (error) {
      caught = error;
    }
    // Assert
    expect(caught).toBeInstanceOf(PlanDocumentError);
    const error = caught as PlanDocumentError;
    expect(error.issues.map((issue) => issue.path)).toEqual([
      'data.electricityContract.pricingModel',
      'data.electricityContract.tariffPeriod[0].demandCharges',
    ]);
    expect(error.message).toMatch(/^data\.electricityContract\.pricingModel: /);
    expect(error.message).toMatch(/ \(\+1 more\)$/);
  });
});

describe('parsePlanDetail tolerances', () => {
  it('reads a time-varying feed-in written as one object, and period words', () => {
    // Arrange: older publications write one object and `day` for P1D
    const document = planDocument(
      'TST-FIT',
      contract({
        solarFeedInTariff: [
          {
            scheme: 'OTHER',
            payerType: 'RETAILER',
            tariffUType: 'timeVaryingTariffs',
            timeVaryingTariffs: {
              rates: [{ unitPrice: '0.05', volume: '10' }],
              period: ' Day ',
              timeVariations: [{ days: ['SAT', 'SUN'] }],
            },
          },
        ],
      }),
    );
    // Act
    const detail = parsePlanDetail(document);
    // Assert
    const tariff = detail.electricityContract?.solarFeedInTariff?.[0];
    expect(tariff?.timeVaryingTariffs).toEqual([
      {
        rates: [{ unitPrice: 0.05, volume: 10 }],
        period: 'P1D',
        timeVariations: [{ days: ['SAT', 'SUN'] }],
      },
    ]);
  });

  it('refuses a period that is not text', () => {
    // Arrange
    const document = planDocument('TST-PERIOD', {
      pricingModel: 'SINGLE_RATE',
      tariffPeriod: [
        singleRatePeriod('1.00', [{ unitPrice: '0.30' }], { period: 1 }),
      ],
    });
    // Act / Assert
    expect(issuesOf(document).map((issue) => issue.path)).toEqual([
      'data.electricityContract.tariffPeriod[0].singleRate.period',
    ]);
  });

  it('parses the bare data object the same as the envelope', () => {
    // Arrange
    const document = planDocument('TST-BARE', contract()) as { data: Json };
    // Act
    const detail = parsePlanDetailData(document.data);
    // Assert
    expect(detail).toEqual(parsePlanDetail(document));
    expect(detail.planId).toBe('TST-BARE');
  });
});

describe('PlanDocumentError and formatPath', () => {
  it('still reads well with no issues', () => {
    // Act
    const error = new PlanDocumentError([]);
    // Assert
    expect(error.message).toBe('document: invalid');
    expect(error.path).toBe('');
  });

  it('writes zod paths with dots and brackets', () => {
    // Act / Assert
    expect(formatPath(['data', 'tariffPeriod', 0, 'rates', 1])).toBe(
      'data.tariffPeriod[0].rates[1]',
    );
    expect(formatPath([])).toBe('');
  });
});

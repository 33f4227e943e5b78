import { describe, expect, it } from 'vitest';
import {
  blockPerQuarter,
  singleRateNsw,
  steppedFeedIn,
} from '../domain/costs/fixtures/plan-documents.ts';
import { PlanDocumentError, parsePlanDetail } from './plan-detail.ts';

type Doc = {
  data: Record<string, unknown> & {
    electricityContract: { tariffPeriod: Record<string, unknown>[] };
  };
};
const clone = (document: unknown) => structuredClone(document) as Doc;

function errorOf(document: unknown): PlanDocumentError {
  try {
    parsePlanDetail(document);
  } catch (error) {
    if (error instanceof PlanDocumentError) return error;
  }
  throw new Error('expected a PlanDocumentError');
}

describe('parsePlanDetail', () => {
  it('turns decimal strings into numbers', () => {
    // Act
    const detail = parsePlanDetail(singleRateNsw);
    // Assert
    const period = detail.electricityContract?.tariffPeriod[0];
    expect(period?.dailySupplyCharge).toBe(1);
    expect(period?.singleRate?.rates[0]?.unitPrice).toBe(0.3);
  });

  it('reads feed-in volumes written as strings', () => {
    const detail = parsePlanDetail(steppedFeedIn);
    expect(
      detail.electricityContract?.solarFeedInTariff?.[0]?.singleTariff?.rates[0]
        ?.volume,
    ).toBe(5);
  });

  it('names the missing supply charge by its path', () => {
    // Arrange
    const document = clone(blockPerQuarter);
    delete document.data.electricityContract.tariffPeriod[0]?.dailySupplyCharge;
    // Act
    const error = errorOf(document);
    // Assert
    expect(error.path).toBe(
      'data.electricityContract.tariffPeriod[0].dailySupplyCharge',
    );
    expect(error.message).toMatch(/dailySupplyCharge: is required/);
  });

  it('names a malformed unit price', () => {
    const document = clone(singleRateNsw);
    const period = document.data.electricityContract.tariffPeriod[0] as {
      singleRate: { rates: unknown[] };
    };
    period.singleRate.rates = [{ unitPrice: 'thirty cents' }];
    expect(errorOf(document).path).toBe(
      'data.electricityContract.tariffPeriod[0].singleRate.rates[0].unitPrice',
    );
  });

  it('requires the contract for the fuel type', () => {
    const document = clone(singleRateNsw);
    delete (document.data as Record<string, unknown>).electricityContract;
    expect(errorOf(document).path).toBe('data.electricityContract');
  });

  it('requires the rate block named by rateBlockUType', () => {
    const document = clone(singleRateNsw);
    delete document.data.electricityContract.tariffPeriod[0]?.singleRate;
    expect(errorOf(document).path).toBe(
      'data.electricityContract.tariffPeriod[0].singleRate',
    );
  });

  it('rejects a document without the data envelope', () => {
    expect(errorOf({ planId: 'x' }).path).toBe('data');
  });
});

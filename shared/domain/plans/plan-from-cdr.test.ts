import { describe, expect, it } from 'vitest';
import { PlanDocumentError } from '../../cdr/plan-detail.ts';
import {
  discounts,
  gasBlocks,
  singleRateNsw,
  steppedFeedIn,
  touMidnightOffPeak,
} from '../costs/fixtures/plan-documents.ts';
import { catalogueEntryFromCdr } from './plan-from-cdr.ts';

const importedAt = new Date('2026-11-01T00:00:00Z');
const dataOf = (document: Record<string, unknown>) =>
  document.data as Record<string, unknown>;
const withData = (
  document: Record<string, unknown>,
  extra: Record<string, unknown>,
) => ({
  ...dataOf(document),
  ...extra,
});

describe('catalogueEntryFromCdr', () => {
  it('shows single-rate prices with GST and derives the state from the network', () => {
    // Act: $1.00/day and 30 c/kWh ex GST on Ausgrid.
    const { summary } = catalogueEntryFromCdr(
      dataOf(singleRateNsw),
      importedAt,
    );
    // Assert: ×1.1 → $1.10/day and 33 c/kWh.
    expect(summary).toMatchObject({
      id: 'TST-SR-NSW',
      retailer: 'Test Energy',
      brand: 'test-energy',
      energyType: 'Electricity',
      customerType: 'Residential',
      planType: 'Variable',
      supplyChargeDollarsPerDay: 1.1,
      usageCentsPerUnit: 33,
      solarFeedInCentsPerKwh: null,
      availableStates: ['NSW'],
      networks: ['Ausgrid'],
      exitFees: 'None',
      contractTerm: 'No lock-in contract',
      isActive: true,
      isPopular: false,
      lastUpdated: '2025-07-01T00:00:00.000Z',
    });
  });

  it('uses the peak rate as the headline of a time-of-use plan', () => {
    const { summary } = catalogueEntryFromCdr(
      dataOf(touMidnightOffPeak),
      importedAt,
    );
    // Peak 40 c ex GST → 44 c.
    expect(summary.usageCentsPerUnit).toBe(44);
  });

  it('shows the retailer feed-in without GST', () => {
    const { summary } = catalogueEntryFromCdr(
      dataOf(steppedFeedIn),
      importedAt,
    );
    expect(summary.solarFeedInCentsPerKwh).toBeGreaterThan(0);
    expect(summary.solarFeedInCentsPerKwh).toBeLessThan(20);
  });

  it('labels gas and shows the exit fee and discounts as features', () => {
    expect(
      catalogueEntryFromCdr(dataOf(gasBlocks), importedAt).summary.energyType,
    ).toBe('Gas');
    const { summary } = catalogueEntryFromCdr(dataOf(discounts), importedAt);
    expect(summary.exitFees).toBe('$90.00');
    expect(summary.features.slice(0, 2)).toEqual(['Guaranteed', 'Pay on time']);
  });

  it('reads term, green power, postcodes, links and the popular flag', () => {
    // Arrange
    const data = withData(singleRateNsw, {
      brandName: 'AGL',
      displayName: 'Value Saver',
      additionalInformation: {
        overviewUri: 'https://www.agl.com.au/value-saver',
      },
      geography: {
        distributors: ['Evoenergy'],
        includedPostcodes: ['2600', '2602'],
      },
      electricityContract: {
        ...(dataOf(singleRateNsw).electricityContract as object),
        isFixed: true,
        termType: '1_YEAR',
        intrinsicGreenPower: { greenPercentage: '0.2' },
      },
    });
    // Act
    const entry = catalogueEntryFromCdr(data, importedAt);
    // Assert
    expect(entry.summary).toMatchObject({
      retailer: 'AGL',
      planName: 'Value Saver',
      planType: 'Fixed',
      contractTerm: '12 months',
      greenEnergyPercent: 20,
      availableStates: ['ACT'],
      isPopular: true,
      retailerUrl: 'https://www.agl.com.au/value-saver',
    });
    expect(entry.summary.features).toContain('20% GreenPower included');
    expect(entry.includedPostcodes).toEqual(['2600', '2602']);
  });

  it('drops a link that is not http(s)', () => {
    const data = withData(singleRateNsw, {
      applicationUri: 'javascript:alert(1)',
    });
    expect(
      catalogueEntryFromCdr(data, importedAt).summary.retailerUrl,
    ).toBeNull();
  });

  it('names the field when the tariff cannot be priced', () => {
    const data = withData(singleRateNsw, { electricityContract: undefined });
    expect(() => catalogueEntryFromCdr(data, importedAt)).toThrow(
      PlanDocumentError,
    );
    expect(() => catalogueEntryFromCdr(data, importedAt)).toThrow(
      'electricityContract',
    );
  });
});

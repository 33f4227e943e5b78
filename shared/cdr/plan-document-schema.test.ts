import { describe, expect, it } from 'vitest';
import { singleRateNsw } from '../domain/costs/fixtures/plan-documents.ts';
import {
  type CdrPlanDocument,
  planDetailFields,
  planDetailSchema,
} from './plan-document-schema.ts';

const base = (singleRateNsw as { data: CdrPlanDocument }).data;

describe('planDetailSchema', () => {
  it('keeps the listing and link fields a published plan carries', () => {
    const document: CdrPlanDocument = {
      ...base,
      description: 'A simple plan',
      applicationUri: 'https://retailer.example/apply',
      additionalInformation: {
        overviewUri: 'https://retailer.example/plan',
        termsUri: 'https://retailer.example/terms',
        eligibilityUri: 'https://retailer.example/eligibility',
        pricingUri: 'https://retailer.example/pricing',
        bundleUri: 'https://retailer.example/bundle',
      },
      geography: {
        distributors: ['Ausgrid'],
        includedPostcodes: ['2000', '2010-2020'],
        excludedPostcodes: ['2015'],
      },
      meteringCharges: [
        {
          displayName: 'Meter',
          description: 'Smart meter',
          minimumValue: '0.50',
          maximumValue: '1.25',
          period: 'P1D',
        },
      ],
    };
    const plan = planDetailSchema.parse(document);
    expect(plan.description).toBe('A simple plan');
    expect(plan.applicationUri).toBe('https://retailer.example/apply');
    expect(plan.additionalInformation?.bundleUri).toBe(
      'https://retailer.example/bundle',
    );
    expect(plan.geography?.includedPostcodes).toEqual(['2000', '2010-2020']);
    expect(plan.geography?.excludedPostcodes).toEqual(['2015']);
    expect(plan.meteringCharges?.[0]).toMatchObject({
      description: 'Smart meter',
      minimumValue: 0.5,
      maximumValue: 1.25,
    });
  });

  it('lets a listing be picked from the fields without the contract rule', () => {
    const listed = planDetailFields
      .pick({ planId: true, fuelType: true, type: true })
      .parse({ planId: 'P1', fuelType: 'ELECTRICITY', type: 'MARKET' });
    expect(listed).toEqual({
      planId: 'P1',
      fuelType: 'ELECTRICITY',
      type: 'MARKET',
    });
    expect(() =>
      planDetailSchema.parse({
        planId: 'P1',
        fuelType: 'ELECTRICITY',
        type: 'MARKET',
      }),
    ).toThrow(/electricityContract/);
  });
});

import { describe, expect, it } from 'vitest';
import { AUSGRID_2026_27_MADE_UP } from '../../contracts/fixtures/reference-prices.ts';
import type { ReferencePrice } from '../../contracts/reference-prices.ts';
import { compileDocument } from '../costs/fixtures/compile-document.ts';
import {
  discounts,
  gasBlocks,
  singleRateNsw,
  steppedFeedIn,
} from '../costs/fixtures/plan-documents.ts';
import { referenceStatementOf } from './reference-statement.ts';

/** 27 Nov 2026: financial year 2026-27. */
const NOW = new Date('2026-11-27T00:00:00Z');
const AUSGRID_2026_27 = AUSGRID_2026_27_MADE_UP;
const AUSGRID_PLAN = {
  energyType: 'Electricity',
  customerType: 'Residential',
  networks: ['Ausgrid'],
} as const;

const statementOf = (
  document: unknown,
  prices: readonly ReferencePrice[] = [AUSGRID_2026_27],
  plan: Parameters<typeof referenceStatementOf>[1] = AUSGRID_PLAN,
) => referenceStatementOf(compileDocument(document), plan, prices, NOW);

describe('a plan against the reference price', () => {
  it('prices the plan at the zone’s model usage: $1/day and 30 c/kWh at 4,000 kWh is $1,721.50, 14% less than $2,000', () => {
    expect(statementOf(singleRateNsw)).toEqual({
      kind: 'stated',
      percent: -14,
      text: '14% less than the Default Market Offer for Ausgrid (2026-27)',
      unconditionalAnnualIncGst: 1721.5,
      reference: AUSGRID_2026_27,
    });
  });

  it('says "more than" when the plan costs more, and "the same as" at the figure', () => {
    const cheap = { ...AUSGRID_2026_27, annualPriceIncGst: 1500 };
    expect(statementOf(singleRateNsw, [cheap])).toMatchObject({
      percent: 15,
      text: '15% more than the Default Market Offer for Ausgrid (2026-27)',
    });
    const equal = { ...AUSGRID_2026_27, annualPriceIncGst: 1721.5 };
    expect(statementOf(singleRateNsw, [equal])).toMatchObject({ percent: 0 });
  });

  it('leaves the pay-on-time discount out and keeps the guaranteed one and the fee', () => {
    const statement = statementOf(discounts);
    if (statement.kind !== 'stated') throw new Error(statement.reason);
    // 1,721.50 less 5 % guaranteed, plus $60 membership; pay on time's 2 % not taken.
    expect(statement.unconditionalAnnualIncGst).toBeCloseTo(
      1721.5 * 0.95 + 60,
      1,
    );
    expect(statement.percent).toBe(-15);
  });

  it('counts no feed-in credit: a plan paying for exports states what the same plan without them does', () => {
    const withFeedIn = statementOf(steppedFeedIn);
    expect(withFeedIn).toMatchObject({
      kind: 'stated',
      unconditionalAnnualIncGst: 1721.5,
    });
  });

  it('makes no statement without a figure for the current financial year, and says an earlier one is not current', () => {
    const lastYear = { ...AUSGRID_2026_27, financialYear: '2025-26' };
    expect(statementOf(singleRateNsw, [lastYear])).toEqual({
      kind: 'none',
      reason:
        "No 2026-27 reference price for residential customers in Ausgrid has been entered yet, and an earlier year's is not current, so none is compared.",
    });
    expect(statementOf(singleRateNsw, [])).toEqual({
      kind: 'none',
      reason:
        'No reference price for residential customers in Ausgrid has been entered, so none is compared.',
    });
    expect(
      statementOf(singleRateNsw, [AUSGRID_2026_27], {
        ...AUSGRID_PLAN,
        customerType: 'Business',
      }),
    ).toMatchObject({
      reason: expect.stringContaining('small business customers'),
    });
  });

  it('makes no statement when the model usage is not entered', () => {
    const noModel = { ...AUSGRID_2026_27, modelAnnualKwh: null };
    expect(statementOf(singleRateNsw, [noModel])).toEqual({
      kind: 'none',
      reason:
        'The model annual usage behind the Default Market Offer for Ausgrid (2026-27) has not been entered, so the plan is not compared with it.',
    });
  });

  it('makes none for gas, for a plan of several zones, or one the engine cannot price', () => {
    expect(
      statementOf(gasBlocks, [AUSGRID_2026_27], {
        ...AUSGRID_PLAN,
        energyType: 'Gas',
      }),
    ).toMatchObject({
      kind: 'none',
      reason: expect.stringContaining('electricity only'),
    });
    expect(
      statementOf(singleRateNsw, [AUSGRID_2026_27], {
        ...AUSGRID_PLAN,
        networks: ['Ausgrid', 'Endeavour Energy'],
      }),
    ).toMatchObject({
      kind: 'none',
      reason: expect.stringContaining('one distribution zone'),
    });
    const unpriceable = { ...compileDocument(singleRateNsw), hasErrors: true };
    expect(
      referenceStatementOf(unpriceable, AUSGRID_PLAN, [AUSGRID_2026_27], NOW),
    ).toMatchObject({
      kind: 'none',
      reason: expect.stringContaining('cannot be priced'),
    });
  });
});

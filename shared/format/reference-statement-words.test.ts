import { describe, expect, it } from 'vitest';
import { AUSGRID_2026_27_MADE_UP } from '../contracts/fixtures/reference-prices.ts';
import { referenceStatementWords } from './reference-statement-words.ts';

describe('referenceStatementWords', () => {
  it('leads with the percentage and says what it was measured on', () => {
    expect(
      referenceStatementWords({
        kind: 'stated',
        percent: -14,
        text: '14% less than the Default Market Offer for Ausgrid (2026-27)',
        unconditionalAnnualIncGst: 1722,
        reference: AUSGRID_2026_27_MADE_UP,
      }),
    ).toEqual({
      stated: true,
      lead: 'This plan is 14% less than the Default Market Offer for Ausgrid (2026-27).',
      detail:
        'Its price without conditional discounts or feed-in credits is $1,722 a year at the model usage of 4,000 kWh (residential, Ausgrid), against $2,000. Source: a made-up figure for tests.',
    });
  });

  it('says why no statement is made', () => {
    expect(
      referenceStatementWords({ kind: 'none', reason: 'No figure yet.' }),
    ).toEqual({
      stated: false,
      lead: 'Reference price: No figure yet.',
      detail: null,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { flatAnnualProfile } from '../usage/flat-profile.ts';
import { createUsageProfile } from '../usage/usage-profile.ts';
import { compileDocument } from './fixtures/compile-document.ts';
import * as fixtures from './fixtures/plan-documents.ts';
import { pricePlan } from './price-plan.ts';
import {
  confidenceOf,
  EXACT_MIN_DAYS,
  readableDiagnostics,
  sentenceOf,
} from './readable.ts';

const year = flatAnnualProfile(3650, { startDate: '2025-01-01' });
const withLoad = flatAnnualProfile(3650, {
  startDate: '2025-01-01',
  annualControlledLoad: 1000,
});

describe('sentenceOf', () => {
  it('capitalises and ends a finding with a full stop once', () => {
    expect(sentenceOf(' kVA demand is estimated as kW ')).toBe(
      'KVA demand is estimated as kW.',
    );
    expect(sentenceOf('Already a sentence.')).toBe('Already a sentence.');
  });
});

describe('confidenceOf', () => {
  it('is exact on meter data and estimated on a typical profile for a structured tariff', () => {
    const plan = compileDocument(fixtures.singleRateNsw);
    const cost = pricePlan(plan, year);
    expect(confidenceOf(plan, cost, 'meter')).toBe('exact');
    expect(confidenceOf(plan, cost, 'typical')).toBe('estimated');
    expect(readableDiagnostics(plan, cost)).toEqual([]);
  });

  it('is estimated on less than 330 days of meter data, and names the period scaled from', () => {
    const plan = compileDocument(fixtures.singleRateNsw);
    const days = (count: number) =>
      pricePlan(
        plan,
        createUsageProfile({
          startDate: '2025-01-01',
          intervalMinutes: 30,
          importPerInterval: new Float64Array(count * 48).fill(0.2),
        }),
      );
    const month = days(31);
    expect(confidenceOf(plan, month, 'meter')).toBe('estimated');
    expect(readableDiagnostics(plan, month, 'meter')).toEqual([
      '31 days of readings, scaled to a year.',
    ]);
    expect(readableDiagnostics(plan, month, 'typical')).toEqual([]);
    const almost = days(EXACT_MIN_DAYS - 1);
    expect(confidenceOf(plan, almost, 'meter')).toBe('estimated');
    const enough = days(EXACT_MIN_DAYS);
    expect(confidenceOf(plan, enough, 'meter')).toBe('exact');
    expect(readableDiagnostics(plan, enough, 'meter')).toEqual([]);
  });

  it('is approximate when pricing had to simplify, and says why', () => {
    const plan = compileDocument(fixtures.singleRateNsw);
    const cost = pricePlan(plan, withLoad);
    expect(confidenceOf(plan, cost, 'meter')).toBe('approximate');
    expect(readableDiagnostics(plan, cost)).toEqual([
      'Controlled load priced at general rates.',
    ]);
  });

  it('is approximate when a diagnostic marks part of the tariff as guessed', () => {
    const compiled = compileDocument(fixtures.singleRateNsw);
    const plan = {
      ...compiled,
      diagnostics: [
        {
          severity: 'warning',
          path: 'x',
          message: 'read from text',
          approximate: true,
        },
        { severity: 'warning', path: 'y', message: 'read from text' },
      ] as const,
    };
    const cost = pricePlan(plan, year);
    expect(confidenceOf(plan, cost, 'meter')).toBe('approximate');
    expect(readableDiagnostics(plan, cost)).toEqual(['Read from text.']);
  });
});

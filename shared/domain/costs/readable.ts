import type { CompiledPlan } from './compiled-plan.ts';
import type { PlanCost } from './price-plan.ts';

/**
 * How far an estimate can be trusted: `exact` for a year of meter data
 * and a fully structured tariff, `estimated` for a typical profile, a bill
 * or shorter meter data, and `approximate` when part of the tariff was
 * read from text or left out.
 */
export type Confidence = 'exact' | 'estimated' | 'approximate';

/** Where the usage came from. */
export type UsageBasis = 'meter' | 'typical';

/**
 * Days of readings an estimate needs to be exact: fewer miss part of the
 * year's seasons, and the year is scaled from them (docs/pricing-rules.md).
 */
export const EXACT_MIN_DAYS = 330;

/** "31 days of readings, scaled to a year", for meter data short of a year. */
export function scaledPeriodOf(
  cost: Pick<PlanCost, 'days'>,
  basis: UsageBasis,
): string | undefined {
  if (basis !== 'meter' || cost.days >= EXACT_MIN_DAYS) return undefined;
  const days = cost.days === 1 ? '1 day' : `${cost.days} days`;
  return `${days} of readings, scaled to a year`;
}

/** A finding as a sentence: capital first letter, full stop. */
export function sentenceOf(message: string): string {
  const text = message.trim();
  const first = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(first) ? first : `${first}.`;
}

/**
 * Every warning about the plan and every simplification made for this
 * usage, as plain sentences, each once; for meter data short of a year,
 * first the period the year was scaled from.
 */
export function readableDiagnostics(
  plan: CompiledPlan,
  cost: PlanCost,
  basis: UsageBasis = 'typical',
): string[] {
  const scaled = scaledPeriodOf(cost, basis);
  const messages = [
    ...(scaled ? [scaled] : []),
    ...plan.diagnostics.map((d) => d.message),
    ...cost.notes,
  ].map(sentenceOf);
  return [...new Set(messages)];
}

/** Confidence of a plan's estimate for usage of the given basis. */
export function confidenceOf(
  plan: CompiledPlan,
  cost: PlanCost,
  basis: UsageBasis,
): Confidence {
  const guessed =
    cost.notes.length > 0 || plan.diagnostics.some((d) => d.approximate);
  if (guessed) return 'approximate';
  return basis === 'meter' && cost.days >= EXACT_MIN_DAYS
    ? 'exact'
    : 'estimated';
}

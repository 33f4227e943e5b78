import type { CompiledPlan } from './compiled-plan.ts';
import type { PlanCost } from './price-plan.ts';

/**
 * How far an estimate can be trusted: `exact` for meter data and a fully
 * structured tariff, `estimated` for a typical profile or a bill, and
 * `approximate` when part of the tariff was read from text or left out.
 */
export type Confidence = 'exact' | 'estimated' | 'approximate';

/** Where the usage came from. */
export type UsageBasis = 'meter' | 'typical';

/** A finding as a sentence: capital first letter, full stop. */
export function sentenceOf(message: string): string {
  const text = message.trim();
  const first = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(first) ? first : `${first}.`;
}

/**
 * Every warning about the plan and every simplification made for this
 * usage, as plain sentences, each once.
 */
export function readableDiagnostics(
  plan: CompiledPlan,
  cost: PlanCost,
): string[] {
  const messages = [
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
  return basis === 'meter' ? 'exact' : 'estimated';
}

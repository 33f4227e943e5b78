/** What an inquiry holds that tells us how likely it is to convert. */
export interface ScorableInquiry {
  readonly monthlyUsage?: number | null;
  readonly monthlyBill?: number | null;
  readonly phone?: string | null;
  readonly estimatedSavings?: number | null;
}

/** Badge thresholds (docs/product-rules.md, Lead score). */
export const HIGH_SCORE = 80;
export const MEDIUM_SCORE = 60;

/** Phone values the compare page stores when none was given. */
const NO_PHONE = new Set(['', 'not provided']);

const known = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * Lead score, 0-100, from what the inquiry holds (our own rule, also in
 * docs/product-rules.md):
 * - 20 for any inquiry (someone compared plans);
 * - +20 when the monthly usage is known, +20 when the monthly bill is known
 *   (either means they know their costs; both is a bill in hand);
 * - +25 when a real phone number was given (staff can call);
 * - savings: +5 above $0, +10 from $200, +15 from $500 a year.
 * So a reachable visitor with usage and a $500 saving scores 80 (High); an
 * anonymous one with only usage scores 40 (Low).
 */
export function leadScore(inquiry: ScorableInquiry): number {
  let score = 20;
  if (known(inquiry.monthlyUsage)) score += 20;
  if (known(inquiry.monthlyBill)) score += 20;
  if (!NO_PHONE.has((inquiry.phone ?? '').trim().toLowerCase())) score += 25;
  const savings = inquiry.estimatedSavings ?? 0;
  if (savings >= 500) score += 15;
  else if (savings >= 200) score += 10;
  else if (savings > 0) score += 5;
  return Math.min(100, score);
}

export type LeadScoreBand = 'Unscored' | 'High' | 'Medium' | 'Low';

/** The badge: none = Unscored, ≥ 80 High, 60-79 Medium, else Low. */
export function leadScoreBand(score: number | null | undefined): LeadScoreBand {
  if (typeof score !== 'number' || !Number.isFinite(score)) return 'Unscored';
  if (score >= HIGH_SCORE) return 'High';
  if (score >= MEDIUM_SCORE) return 'Medium';
  return 'Low';
}

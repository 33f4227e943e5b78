import { leadScore } from './lead-score.ts';

/** The fields of an inquiry another lead of the same person can add to. */
export interface MergeableInquiry {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly postcode: string;
  readonly currentProvider: string;
  readonly monthlyUsage: number | null;
  readonly monthlyBill: number | null;
  readonly notes: string;
  readonly estimatedSavings: number | null;
  readonly leadQualityScore: number;
}

/** Field → [before, after], as an audit line records a change. */
export type InquiryChanges = Record<string, readonly [unknown, unknown]>;

const PLACEHOLDERS = new Set(['', 'anonymous', 'not provided']);
const blank = (text: string | null | undefined) =>
  PLACEHOLDERS.has((text ?? '').trim().toLowerCase());

/**
 * What a later inquiry of the same person adds to the one staff already
 * have (docs/product-rules.md, One person, one thread): blanks are filled,
 * nothing the visitor gave first is overwritten, new notes are appended,
 * and the score is the higher of the two and of the merged inquiry's.
 */
export function mergeInquiry(
  existing: MergeableInquiry,
  incoming: MergeableInquiry,
): InquiryChanges {
  const changes: InquiryChanges = {};
  const set = (field: keyof MergeableInquiry, after: unknown) => {
    if (after !== existing[field]) changes[field] = [existing[field], after];
  };
  for (const field of [
    'name',
    'email',
    'phone',
    'postcode',
    'currentProvider',
  ] as const) {
    if (blank(existing[field]) && !blank(incoming[field]))
      set(field, incoming[field]);
  }
  for (const field of [
    'monthlyUsage',
    'monthlyBill',
    'estimatedSavings',
  ] as const) {
    if (existing[field] === null && incoming[field] !== null)
      set(field, incoming[field]);
  }
  if (incoming.notes && !existing.notes.includes(incoming.notes))
    set(
      'notes',
      existing.notes ? `${existing.notes}; ${incoming.notes}` : incoming.notes,
    );
  const merged = {
    ...existing,
    ...Object.fromEntries(
      Object.entries(changes).map(([field, [, after]]) => [field, after]),
    ),
  } as MergeableInquiry;
  set(
    'leadQualityScore',
    Math.max(
      existing.leadQualityScore,
      incoming.leadQualityScore,
      leadScore(merged),
    ),
  );
  return changes;
}

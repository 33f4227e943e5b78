import { z } from 'zod';
import type {
  DatedStep,
  WhatIfCosts,
} from '../domain/what-if/upfront-costs.ts';

const source = z
  .string({ error: 'source is required' })
  .trim()
  .min(1, 'source is required')
  .max(600);

const dollarsOrRating = z
  .number({ error: 'must be a number' })
  .nonnegative('must not be negative')
  .max(100_000);

const sourcedRange = z
  .strictObject({ low: dollarsOrRating, high: dollarsOrRating, source })
  .refine((r) => r.low <= r.high, {
    message: 'must be at least low',
    path: ['high'],
  });

const day = z.iso.date({ error: 'must be a date like 2026-12-31' });

/** Issues of dated steps: each from on or before its to, none overlapping. */
function stepIssues(list: readonly DatedStep[], ctx: z.RefinementCtx): void {
  list.forEach((step, index) => {
    if (step.from > step.to)
      ctx.addIssue({
        code: 'custom',
        path: [index, 'to'],
        message: 'must be on or after from',
      });
  });
  const sorted = [...list].sort((a, b) => a.from.localeCompare(b.from));
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1];
    const next = sorted[i];
    if (prev && next && next.from <= prev.to)
      ctx.addIssue({
        code: 'custom',
        path: [list.indexOf(next), 'from'],
        message: `overlaps the step from ${prev.from} to ${prev.to}`,
      });
  }
}

const step = z.strictObject({ from: day, to: day });

/**
 * The what-if's upfront costs and rebates (docs/what-if.md, Money), as
 * shipped in `data/what-if-costs.json` and as staff save them.
 */
export const whatIfCostsSchema = z.strictObject({
  updated: day,
  validUntil: day,
  about: z.string().max(1000).optional(),
  certificatePrice: sourcedRange,
  solar: z.strictObject({
    installedPerKw: sourcedRange,
    certificatesPerKwYear: sourcedRange,
    deemingYears: z
      .array(
        step.extend({
          years: z.number().int().min(0, 'must not be negative').max(15),
        }),
      )
      .min(1, 'give at least one step')
      .max(40)
      .superRefine(stepIssues),
    deemingSource: source,
  }),
  battery: z.strictObject({
    installedPerKwh: sourcedRange,
    minimumUsableKwh: z.number().nonnegative().max(100),
    certificatesPerKwh: z
      .array(
        step.extend({
          factor: z.number().nonnegative('must not be negative').max(20),
        }),
      )
      .min(1, 'give at least one step')
      .max(40)
      .superRefine(stepIssues),
    tiers: z
      .array(
        z.strictObject({
          uptoKwh: z.number().positive().max(100),
          share: z.number().min(0).max(1),
        }),
      )
      .min(1)
      .max(10)
      .refine(
        (tiers) =>
          tiers.every(
            (t, i) => i === 0 || t.uptoKwh > (tiers[i - 1]?.uptoKwh ?? 0),
          ),
        'each tier must go higher than the one before',
      ),
    rebateSource: source,
  }),
}) satisfies z.ZodType<WhatIfCosts>;

/**
 * Each problem of the what-if costs, naming the field, e.g.
 * `battery.certificatesPerKwh.1.from: overlaps the step ...`.
 */
export function whatIfCostsProblems(value: unknown): {
  path: (string | number)[];
  message: string;
}[] {
  const parsed = whatIfCostsSchema.safeParse(value);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    path: issue.path.filter((p): p is string | number => typeof p !== 'symbol'),
    message: issue.message,
  }));
}

export type WhatIfCostsRecord = z.infer<typeof whatIfCostsSchema>;

/** The shipped or saved costs, or an error naming each problem field. */
export function whatIfCostsOf(value: unknown, name: string): WhatIfCostsRecord {
  const problems = whatIfCostsProblems(value);
  if (problems.length)
    throw new Error(
      `${name} is refused (docs/what-if.md, Money):\n  ${problems
        .map((p) => `${p.path.join('.') || 'file'}: ${p.message}`)
        .join('\n  ')}`,
    );
  return whatIfCostsSchema.parse(value);
}

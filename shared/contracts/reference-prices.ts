import { z } from 'zod';

/** The regulator's yearly reference bills (docs/pricing-rules.md, Reference prices). */
export const referencePriceNames = [
  'Default Market Offer',
  'Victorian Default Offer',
] as const;

/** An Australian financial year, 1 July to 30 June, written `2025-26`. */
export const financialYearSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}$/, 'must be a financial year like 2025-26')
  .refine(
    (year) => (Number(year.slice(0, 4)) + 1) % 100 === Number(year.slice(5, 7)),
    'must be two consecutive years, like 2025-26',
  );

/** One reference price: a zone, a customer type, a year, a figure and where it was read. */
export const referencePriceSchema = z.strictObject({
  name: z.enum(referencePriceNames),
  /** The distribution zone (network) as the product names it, e.g. `Ausgrid`. */
  network: z.string().trim().min(1, 'network is required').max(100),
  customerType: z.enum(['Residential', 'Business']),
  controlledLoad: z.boolean(),
  financialYear: financialYearSchema,
  /** The yearly bill at the model usage, dollars including GST. */
  annualPriceIncGst: z
    .number({ error: 'must be a number of dollars' })
    .nonnegative('must not be negative')
    .max(100_000),
  /** The usage the price is set at; null when no source states it. */
  modelAnnualKwh: z
    .number({ error: 'must be a number of kWh or null' })
    .positive('must be more than 0')
    .max(1_000_000)
    .nullable(),
  /** Who published the figure, when, and where it was read. */
  source: z
    .string({ error: 'source is required' })
    .trim()
    .min(1, 'source is required')
    .max(500),
});

export type ReferencePrice = z.infer<typeof referencePriceSchema>;

/** What makes two entries one figure: the same zone, customer type and year. */
export const referencePriceKey = (p: ReferencePrice) =>
  [
    p.network.toLowerCase(),
    p.customerType,
    p.controlledLoad ? 'controlled load' : 'no controlled load',
    p.financialYear,
  ].join(' | ');

interface Overlap {
  readonly path: [number, 'financialYear'];
  readonly message: string;
}

/** Each entry that repeats an earlier one's figure; entries left undefined are skipped. */
function overlaps(prices: readonly (ReferencePrice | undefined)[]): Overlap[] {
  const seen = new Map<string, number>();
  const found: Overlap[] = [];
  prices.forEach((price, index) => {
    if (!price) return;
    const key = referencePriceKey(price);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else
      found.push({
        path: [index, 'financialYear'],
        message: `overlaps entry ${first + 1}: ${price.network}, ${price.customerType}${price.controlledLoad ? ' with controlled load' : ''}, ${price.financialYear} has one figure`,
      });
  });
  return found;
}

/** Every reference price; one zone and customer type has one figure a year. */
export const referencePricesSchema = z
  .array(referencePriceSchema)
  .max(500)
  .superRefine((prices, ctx) => {
    for (const overlap of overlaps(prices))
      ctx.addIssue({ code: 'custom', ...overlap });
  });

/**
 * Each problem of a reference-price list, naming the entry (from 1) and
 * its field, e.g. `entry 3 (Ausgrid 2025-26) source: source is required`.
 */
export function referencePriceProblems(value: unknown): string[] {
  const parsed = referencePricesSchema.safeParse(value);
  if (parsed.success) return [];
  const entries = Array.isArray(value) ? value : [];
  // zod checks the list (overlaps) only once every entry is valid; the
  // overlaps among the valid entries are named with the others' problems.
  const valid = entries.map((e) => referencePriceSchema.safeParse(e).data);
  const issues: { path: PropertyKey[]; message: string }[] = [
    ...parsed.error.issues,
    ...(valid.every(Boolean) ? [] : overlaps(valid)),
  ];
  const entryOf = (issue: { path: PropertyKey[] }) =>
    typeof issue.path[0] === 'number' ? issue.path[0] : -1;
  issues.sort((a, b) => entryOf(a) - entryOf(b));
  return issues.map((issue) => {
    const [index, ...field] = issue.path;
    if (typeof index !== 'number') return issue.message;
    const entry = entries[index] as Partial<ReferencePrice> | undefined;
    const names = [entry?.network, entry?.financialYear]
      .filter((n) => typeof n === 'string' && n)
      .join(' ');
    return `entry ${index + 1}${names ? ` (${names})` : ''} ${field.join('.') || 'entry'}: ${issue.message}`;
  });
}

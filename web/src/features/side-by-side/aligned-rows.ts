/** A line of the engine's breakdown (shared/domain/costs/breakdown.ts). */
interface Line {
  readonly label: string;
  readonly dollarsIncGst: number;
}

type Breakdown = Record<string, readonly Line[] | undefined>;

/** Breakdown sections in the order a bill reads. */
export const BREAKDOWN_SECTIONS = [
  ['supply', 'Supply'],
  ['usage', 'Usage'],
  ['controlledLoad', 'Controlled load'],
  ['demand', 'Demand'],
  ['fees', 'Fees'],
  ['feedIn', 'Solar feed-in credit'],
  ['guaranteedDiscounts', 'Discounts applied'],
  ['conditionalDiscounts', 'Conditional discounts (not in the cost)'],
] as const;

/** One charge across the plans: its amount per plan, null when absent. */
export interface AlignedRow {
  readonly label: string;
  readonly amounts: readonly (number | null)[];
}

/**
 * Lines the same charge up across plans: one row per label of a section,
 * in the order first met, a plan's lines of one label added together.
 */
export function alignedRows(
  breakdowns: readonly unknown[],
  section: string,
): AlignedRow[] {
  const labels: string[] = [];
  const sums = breakdowns.map(() => new Map<string, number>());
  breakdowns.forEach((breakdown, plan) => {
    for (const line of (breakdown as Breakdown)[section] ?? []) {
      if (!labels.includes(line.label)) labels.push(line.label);
      const amounts = sums[plan];
      amounts?.set(
        line.label,
        (amounts.get(line.label) ?? 0) + line.dollarsIncGst,
      );
    }
  });
  return labels.map((label) => ({
    label,
    amounts: sums.map((amounts) => amounts.get(label) ?? null),
  }));
}

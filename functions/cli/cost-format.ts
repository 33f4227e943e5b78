import type { BatchResult } from './cost-batch.ts';

const COLUMNS = [
  'status',
  'rank',
  'planId',
  'brandName',
  'displayName',
  'annualCostIncGst',
  'annualCostWithAllDiscountsIncGst',
  'timingAllowanceDollars',
  'supply',
  'usage',
  'controlledLoad',
  'demand',
  'feedIn',
  'fees',
  'discounts',
  'confidence',
  'diagnostics',
] as const;

/** Quotes a CSV field when it holds a comma, quote or line break. */
function field(value: string | number | undefined): string {
  const text = value === undefined ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A folder run as CSV: priced plans in rank order, then refused ones with
 * the reason in `diagnostics`. Several diagnostics are joined by ` | `. A
 * row's timing allowance, when it has one, is why it ranks below a
 * cheaper cost (docs/household.md, When a bill cannot say when).
 */
export function batchCsv(result: BatchResult): string {
  const rows = [COLUMNS.join(',')];
  for (const row of result.priced) {
    rows.push(
      [
        'priced',
        row.rank,
        row.planId,
        row.brandName,
        row.displayName,
        row.annualCostIncGst,
        row.annualCostWithAllDiscountsIncGst,
        row.timingAllowanceDollars,
        ...Object.values(row.summary),
        row.confidence,
        row.diagnostics.join(' | '),
      ]
        .map(field)
        .join(','),
    );
  }
  for (const row of result.refused) {
    const blanks = Array.from({ length: COLUMNS.length - 4 }, () => '');
    rows.push(
      ['refused', '', row.planId ?? row.file, ...blanks, row.reason]
        .map(field)
        .join(','),
    );
  }
  return `${rows.join('\n')}\n`;
}

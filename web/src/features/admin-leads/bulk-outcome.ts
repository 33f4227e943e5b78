import type { BulkStatusResult } from '#shared/contracts/admin';
import { statusLabel } from './format';

const reasons = {
  changed: (now?: string) =>
    `changed meanwhile${now ? ` (now ${statusLabel(now)})` : ''}`,
  missing: () => 'no longer exists',
  'not-allowed': () => 'cannot make that move',
} as const;

/**
 * What staff read after a bulk change: how many moved, and each row left
 * as it was by its name and why.
 */
export function bulkOutcomeText(
  result: BulkStatusResult,
  nameOf: (id: string) => string,
): { readonly title: string; readonly description?: string } {
  const moved = result.changed.length;
  const title = `${moved} marked ${statusLabel(result.to)}`;
  if (result.skipped.length === 0) return { title };
  const left = result.skipped
    .map((row) => `${nameOf(row.id)} ${reasons[row.reason](row.status)}`)
    .join('; ');
  return {
    title,
    description: `Left as ${result.skipped.length === 1 ? 'it was' : 'they were'}: ${left}.`,
  };
}

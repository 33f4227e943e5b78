/** Australian time for the year boundary: 1 July starts at midnight AEST. */
const AEST_OFFSET_MS = 10 * 60 * 60 * 1000;

/**
 * The Australian financial year (1 July to 30 June) a moment falls in,
 * written `2026-27`; the boundary is midnight in eastern Australia.
 */
export function financialYearOf(at: Date): string {
  const local = new Date(at.getTime() + AEST_OFFSET_MS);
  const year = local.getUTCFullYear();
  const start = local.getUTCMonth() >= 6 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

import type { CdrPlanData } from '../plan-data.ts';
import { generateNationalMarket } from './generate-market.ts';

/** Markets the local CDR source can serve. */
export const MARKETS = ['fixtures', 'national'] as const;

/**
 * The plans for `--market` (or `MARKET`): none for the fixture plans (the
 * source's default), the generated national market for `national`.
 */
export function plansForMarket(
  market: string | undefined,
  now: Date,
): readonly CdrPlanData[] | undefined {
  if (market === undefined || market === '' || market === 'fixtures') {
    return undefined;
  }
  if (market === 'national') return generateNationalMarket({ now });
  throw new RangeError(
    `unknown market "${market}"; expected one of ${MARKETS.join(', ')}`,
  );
}

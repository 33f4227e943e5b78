import type { ReferencePrice } from '#shared/contracts/reference-prices';
import { referenceStatementOf } from '#shared/domain/compare/reference-statement';
import type { CompiledPlan } from '#shared/domain/costs/compiled-plan';
import type { PricedPlan } from './price-matches.ts';

/** Each row with its plan's statement against the reference price (docs/pricing-rules.md). */
export const withReferenceStatements = <P extends Pick<PricedPlan, 'plan'>>(
  rows: readonly P[],
  tariffs: ReadonlyMap<string, CompiledPlan>,
  prices: readonly ReferencePrice[],
  now: Date,
) =>
  rows.map((row) => {
    const tariff = tariffs.get(row.plan.id);
    return tariff
      ? {
          ...row,
          referenceStatement: referenceStatementOf(
            tariff,
            row.plan,
            prices,
            now,
          ),
        }
      : row;
  });

import type { ComparedPlan } from '#shared/contracts/compare';
import { formatDollars } from '#shared/format/money-and-dates';
import { endsText } from './benefit-end-text';

/**
 * For a plan whose discounts end: the first-year cost beside the cost once
 * they have ended, what ends when, and the plan's own words on expiry.
 */
export function AfterBenefits({ result }: { readonly result: ComparedPlan }) {
  const { benefitEnds } = result;
  if (benefitEnds.length === 0) return null;
  const afterText = benefitEnds.find((b) => b.afterText)?.afterText;
  return (
    <div className="after-benefits">
      <p>
        First year {formatDollars(result.annualCostIncGst)}; after the discounts
        end{' '}
        <strong>
          {formatDollars(result.annualCostAfterBenefitsIncGst)} a year
        </strong>
      </p>
      <ul className="small">
        {benefitEnds.map((b) => (
          <li key={`${b.description}|${b.endsOn}`}>
            {b.description} {endsText(b)}
          </li>
        ))}
      </ul>
      {afterText && (
        <p className="muted small">
          The plan says: <q>{afterText}</q>
        </p>
      )}
    </div>
  );
}

import type { ReferenceStatement } from '#shared/contracts/reference-statement';
import { formatDollars } from '#shared/format/money-and-dates';

/**
 * A plan against its zone's reference price, as every screen says it
 * (docs/pricing-rules.md, Reference price statement): the server's figure
 * with what it was measured on, or why none is made.
 */
export function ReferenceStatementText({
  statement,
}: {
  readonly statement: ReferenceStatement | null | undefined;
}) {
  if (!statement) return null;
  if (statement.kind === 'none')
    return (
      <p className="muted small" data-testid="reference-statement">
        Reference price: {statement.reason}
      </p>
    );
  const { reference } = statement;
  return (
    <p className="reference-statement" data-testid="reference-statement">
      <strong>This plan is {statement.text}.</strong>{' '}
      <span className="muted small">
        Its price without conditional discounts or feed-in credits is{' '}
        {formatDollars(statement.unconditionalAnnualIncGst)} a year at the model
        usage of {reference.modelAnnualKwh?.toLocaleString('en-AU')} kWh (
        {reference.customerType.toLowerCase()}, {reference.network}), against{' '}
        {formatDollars(reference.annualPriceIncGst)}. Source: {reference.source}
        .
      </span>
    </p>
  );
}

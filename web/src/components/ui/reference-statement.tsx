import type { ReferenceStatement } from '#shared/contracts/reference-statement';
import { referenceStatementWords } from '#shared/format/reference-statement-words';

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
  const words = referenceStatementWords(statement);
  if (!words.stated)
    return (
      <p className="muted small" data-testid="reference-statement">
        {words.lead}
      </p>
    );
  return (
    <p className="reference-statement" data-testid="reference-statement">
      <strong>{words.lead}</strong>{' '}
      <span className="muted small">{words.detail}</span>
    </p>
  );
}

import type { PlanVersionView } from '#shared/contracts/plan-history';
import { formatCents, formatDate } from '#shared/format/money-and-dates';

/** Every version, newest first, with what changed in words. */
export function ChangeList({
  versions,
}: {
  versions: readonly PlanVersionView[];
}) {
  const newestFirst = [...versions].reverse();
  return (
    <ol className="price-history-changes">
      {newestFirst.map((version) => (
        <li key={version.version}>
          <p>
            <strong>{formatDate(version.from)}</strong>
            {version.annualCostIncGst !== null && (
              <> · {formatCents(version.annualCostIncGst)} a year</>
            )}
          </p>
          {version.changes && version.changes.length > 0 ? (
            <ul>
              {version.changes.map((change) => (
                <li key={change.label}>{change.text}</li>
              ))}
            </ul>
          ) : (
            <p>{version.summary}</p>
          )}
        </li>
      ))}
    </ol>
  );
}

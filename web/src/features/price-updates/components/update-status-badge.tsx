import type { PriceUpdateRun } from '#shared/contracts/price-updates';

/**
 * 'Updating...' while running; 'Up to date' with the counts after,
 * unless the shown plans include some over 7 days old: then it says that,
 * rather than two lines that contradict each other.
 */
export function UpdateStatusBadge({
  run,
  someStale = false,
}: {
  run: PriceUpdateRun | null;
  someStale?: boolean;
}) {
  if (!run) return null;
  if (run.status === 'running')
    return <span className="badge badge-info">Updating...</span>;
  if (run.status === 'failed')
    return (
      <span className="badge badge-warn">
        <span aria-hidden="true">⚠ </span>Last update failed
      </span>
    );
  if (someStale)
    return (
      <span className="badge badge-warn">
        <span aria-hidden="true">⚠ </span>Some plans not updated for over 7 days
      </span>
    );
  return (
    <span className="badge badge-ok">
      Up to date · {run.plansUpdated} updated, {run.plansAdded} added
    </span>
  );
}

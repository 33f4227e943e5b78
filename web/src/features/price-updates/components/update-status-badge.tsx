import type { PriceUpdateRun } from '#shared/contracts/price-updates';

/**
 * How fresh the prices are, in a visitor's words: checking while a run
 * goes, 'Up to date' after it, a plain warning when the last check did not
 * finish, and, when the shown plans include some over 7 days old, that
 * instead of two lines that contradict each other. The run's counts are
 * the staff's (the price update log), not the visitor's.
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
    return (
      <span className="badge badge-info">
        Checking the retailers for new prices…
      </span>
    );
  if (run.status === 'failed')
    return (
      <span className="badge badge-warn">
        <span aria-hidden="true">⚠ </span>The last check for new prices did not
        finish
      </span>
    );
  if (someStale)
    return (
      <span className="badge badge-warn">
        <span aria-hidden="true">⚠ </span>Some plans not updated for over 7 days
      </span>
    );
  return <span className="badge badge-ok">Up to date</span>;
}

import type { PriceUpdateRun } from '#shared/contracts/price-updates';

/** Spec §4: 'Updating...' while running; 'Up to date' with the counts after. */
export function UpdateStatusBadge({ run }: { run: PriceUpdateRun | null }) {
  if (!run) return null;
  if (run.status === 'running')
    return <span className="badge badge-info">Updating...</span>;
  if (run.status === 'failed')
    return <span className="badge badge-warn">Last update failed</span>;
  return (
    <span className="badge badge-ok">
      Up to date · {run.plansUpdated} updated, {run.plansAdded} added
    </span>
  );
}

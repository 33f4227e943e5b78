import { useEffect, useId, useState } from 'react';
import type { PriceUpdateRun } from '#shared/contracts/price-updates';
import { formatDateTime } from '#shared/format/date-time';
import { useToast } from '@/components/ui/toast';
import { latestPriceUpdate, triggerPriceUpdate } from '../api/price-updates';
import { UpdateStatusBadge } from './update-status-badge';

/** Plans reload 5 seconds after a successful trigger. */
export const RELOAD_AFTER_MS = 5000;

/** The rates freshness bar with Refresh Prices. */
export function FreshnessBar({
  onReload,
  someStale = false,
}: {
  onReload: () => void;
  /** Whether the plans on show include some over 7 days old. */
  someStale?: boolean;
}) {
  const notify = useToast();
  const hintId = useId();
  const [run, setRun] = useState<PriceUpdateRun | null>(null);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [unchecked, setUnchecked] = useState(false);
  const load = () =>
    latestPriceUpdate()
      .then(({ run: latest }) => {
        setRun(latest);
        setUnchecked(false);
      })
      .catch(() => setUnchecked(true))
      .finally(() => setChecked(true));
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once on mount.
  useEffect(() => {
    void load();
  }, []);

  const refresh = async () => {
    setBusy(true);
    try {
      const result = await triggerPriceUpdate();
      setRun(result.run);
      notify({
        title: 'Update Started',
        description:
          'Energy plans are being updated. Please refresh in a few minutes.',
      });
      setTimeout(() => {
        void load();
        onReload();
      }, RELOAD_AFTER_MS);
    } catch {
      notify({
        title: 'Update Failed',
        description: 'Failed to trigger update',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const updated = run?.completedAt ?? run?.startedAt;
  return (
    <section className="freshness" aria-label="Rates freshness">
      {unchecked && !run ? (
        <p role="status" className="freshness-status">
          We could not check when rates were last updated. Please try again
          later.
        </p>
      ) : (
        <p className="freshness-status">
          Database last updated:{' '}
          <strong>
            {updated
              ? formatDateTime(updated)
              : checked
                ? 'not yet'
                : 'checking…'}
          </strong>{' '}
          <UpdateStatusBadge run={run} someStale={someStale} />
        </p>
      )}
      <button
        type="button"
        className="button"
        onClick={refresh}
        disabled={busy}
        aria-describedby={hintId}
      >
        {busy ? 'Refreshing…' : 'Refresh Prices'}
      </button>
      <p id={hintId} className="muted small">
        Asks the retailers for today's prices; new prices show here within a few
        minutes.
      </p>
    </section>
  );
}

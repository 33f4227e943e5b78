import { SIDE_BY_SIDE_MAX_PLANS } from '#shared/domain/compare/side-by-side-limit';
import { togglePick, usePicks } from '../picks';
import '../side-by-side.css';

/** "Compare" on a plan card: picks the plan for the side-by-side view. */
export function CompareToggle({
  planId,
  planName,
}: {
  planId: string;
  planName: string;
}) {
  const picks = usePicks();
  const picked = picks.some((p) => p.id === planId);
  const full = !picked && picks.length >= SIDE_BY_SIDE_MAX_PLANS;
  return (
    <label className="compare-toggle">
      <input
        type="checkbox"
        checked={picked}
        disabled={full}
        onChange={() => togglePick({ id: planId, name: planName })}
      />{' '}
      Compare<span className="visually-hidden"> {planName}</span>
      {full && (
        <span className="muted small">
          {' '}
          ({SIDE_BY_SIDE_MAX_PLANS} picked already)
        </span>
      )}
    </label>
  );
}

import { leadScoreBand } from '#shared/domain/lead-score';
import {
  displayStatus,
  type MachineKind,
} from '#shared/domain/status-machines';
import { statusLabel } from '../format';

/** A record's status; unknown values show as the kind's default. */
export function StatusBadge(props: {
  readonly kind: MachineKind;
  readonly status: unknown;
}) {
  const status = displayStatus(props.kind, props.status);
  return (
    <span className={`badge badge-status-${status}`}>
      {statusLabel(status)}
    </span>
  );
}

/** Unscored / High ≥ 80 / Medium 60-79 / Low. */
export function LeadScoreBadge({ score }: { readonly score?: number | null }) {
  const band = leadScoreBand(score);
  return (
    <span className={`badge badge-score-${band.toLowerCase()}`}>
      {band}
      {band !== 'Unscored' && typeof score === 'number' ? ` (${score})` : ''}
    </span>
  );
}

/** A plain label badge (Gas, Solar, an energy type). */
export function Badge({ children }: { readonly children: string }) {
  return <span className="badge">{children}</span>;
}

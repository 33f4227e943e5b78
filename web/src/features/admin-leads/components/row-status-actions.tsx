import type { AdminLeadKind } from '#shared/contracts/admin';
import { displayStatus, nextStatuses } from '#shared/domain/status-machines';
import { statusLabel } from '../format';

interface RowStatusActionsProps {
  readonly kind: AdminLeadKind;
  readonly id: string;
  readonly status: unknown;
  /** Own words for some moves, by target status ("Mark Complete"). */
  readonly labels: Readonly<Record<string, string>>;
  readonly className: string;
  readonly busy: boolean;
  readonly onStatus: (id: string, from: string, to: string) => void;
}

/** A move's button text: the list's own words, else "Mark <status>". */
export const moveLabel = (
  labels: Readonly<Record<string, string>>,
  to: string,
) => labels[to] ?? `Mark ${statusLabel(to)}`;

/** A row's status buttons: every move its status machine allows. */
export function RowStatusActions(props: RowStatusActionsProps) {
  const from = displayStatus(props.kind, props.status);
  return nextStatuses(props.kind, from).map((to) => (
    <button
      key={to}
      type="button"
      className={props.className}
      disabled={props.busy}
      onClick={() => props.onStatus(props.id, from, to)}
    >
      {moveLabel(props.labels, to)}
    </button>
  ));
}

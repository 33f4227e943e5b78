import type { AdminLeadKind } from '#shared/contracts/admin';
import { displayStatus, nextStatuses } from '#shared/domain/status-machines';

interface RowStatusActionsProps {
  readonly kind: AdminLeadKind;
  readonly id: string;
  readonly status: unknown;
  /** The one-click moves a row offers, by target status, with their labels. */
  readonly labels: Readonly<Record<string, string>>;
  readonly className: string;
  readonly busy: boolean;
  readonly onStatus: (id: string, from: string, to: string) => void;
}

/** A row's quick status buttons: only the moves its status machine allows. */
export function RowStatusActions(props: RowStatusActionsProps) {
  const from = displayStatus(props.kind, props.status);
  return nextStatuses(props.kind, from)
    .filter((to) => to in props.labels)
    .map((to) => (
      <button
        key={to}
        type="button"
        className={props.className}
        disabled={props.busy}
        onClick={() => props.onStatus(props.id, from, to)}
      >
        {props.labels[to]}
      </button>
    ));
}

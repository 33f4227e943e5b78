import type { AdminLeadKind } from '#shared/contracts/admin';
import { displayStatus, nextStatuses } from '#shared/domain/status-machines';
import { statusLabel } from '../format';

type Row = { readonly id: string; readonly status?: unknown };

/** Each status the selected rows may move to, with the rows that may. */
export function bulkMoves(kind: AdminLeadKind, rows: readonly Row[]) {
  const moves = new Map<string, { id: string; from: string }[]>();
  for (const row of rows) {
    const from = displayStatus(kind, row.status);
    for (const to of nextStatuses(kind, from))
      moves.set(to, [...(moves.get(to) ?? []), { id: row.id, from }]);
  }
  return [...moves].map(([to, leads]) => ({ to, leads }));
}

/** What staff can do to the rows they selected. */
export function BulkBar(props: {
  readonly kind: AdminLeadKind;
  readonly rows: readonly Row[];
  readonly busy: boolean;
  readonly onMove: (
    to: string,
    leads: readonly { id: string; from: string }[],
  ) => void;
  readonly onClear: () => void;
}) {
  if (props.rows.length === 0) return null;
  const moves = bulkMoves(props.kind, props.rows);
  return (
    <section className="bulk-bar" aria-label="Selected rows">
      <p>{props.rows.length} selected</p>
      {moves.length === 0 && <p>None of them can change status.</p>}
      {moves.map(({ to, leads }) => (
        <button
          key={to}
          type="button"
          className="button button-primary"
          disabled={props.busy}
          onClick={() => props.onMove(to, leads)}
        >
          Mark {leads.length} {statusLabel(to)}
        </button>
      ))}
      <button type="button" className="button" onClick={props.onClear}>
        Clear selection
      </button>
    </section>
  );
}

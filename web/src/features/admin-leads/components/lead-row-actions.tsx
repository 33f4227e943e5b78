import type { ReactNode } from 'react';
import type { AdminLeadKind } from '#shared/contracts/admin';
import type { LeadListTools } from './lead-list-page';
import { RowStatusActions } from './row-status-actions';

interface LeadRowActionsProps {
  readonly kind: AdminLeadKind;
  readonly row: { readonly id: string; readonly status?: unknown };
  readonly tools: LeadListTools;
  /** The one-click moves offered, by target status, with their labels. */
  readonly labels: Readonly<Record<string, string>>;
  readonly quickClassName: string;
  /** More buttons after View (Delete). */
  readonly children?: ReactNode;
}

/** A row's quick status moves and its View button. */
export function LeadRowActions(props: LeadRowActionsProps) {
  const { row, tools } = props;
  return (
    <span className="row-actions">
      <RowStatusActions
        kind={props.kind}
        id={row.id}
        status={row.status}
        labels={props.labels}
        className={props.quickClassName}
        busy={tools.busyId === row.id}
        onStatus={tools.changeStatus}
      />
      <button
        type="button"
        className="button"
        onClick={() => tools.view(row.id)}
      >
        View
      </button>
      {props.children}
    </span>
  );
}

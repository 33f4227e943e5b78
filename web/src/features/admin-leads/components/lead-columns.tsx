import type { ReactNode } from 'react';
import type { AdminLeadKind } from '#shared/contracts/admin';
import type { Column } from './admin-table';
import { StatusBadge } from './badges';
import type { LeadListTools } from './lead-list-page';
import { LeadRowActions } from './lead-row-actions';

type Row = { readonly id: string; readonly status?: unknown };

/** The Status column: the row's status badge. */
export const statusColumn = <T extends Row>(
  kind: AdminLeadKind,
): Column<T> => ({
  header: 'Status',
  cell: (r) => <StatusBadge kind={kind} status={r.status} />,
});

/** The Actions column: quick status moves, View, and any more buttons. */
export const actionsColumn = <T extends Row>(
  kind: AdminLeadKind,
  tools: LeadListTools,
  quick: {
    readonly labels: Record<string, string>;
    readonly className: string;
  },
  more?: (row: T) => ReactNode,
): Column<T> => ({
  header: 'Actions',
  cell: (r) => (
    <LeadRowActions
      kind={kind}
      row={r}
      tools={tools}
      labels={quick.labels}
      quickClassName={quick.className}
    >
      {more?.(r)}
    </LeadRowActions>
  ),
});

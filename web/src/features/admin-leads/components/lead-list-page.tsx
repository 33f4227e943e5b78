import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AdminLeadKind } from '#shared/contracts/admin';
import { useLeadList } from '../hooks/use-lead-list';
import { type ListDefaults, useListQuery } from '../hooks/use-list-query';
import { useStatusChange } from '../hooks/use-status-change';
import { AdminTable, type Column } from './admin-table';
import { LeadDetailDialog } from './lead-detail-dialog';
import { ListControls } from './list-controls';
import { ListNotice, type ListNoticeMessage } from './list-notice';
import { ListWork } from './list-work';
import { StatCard } from './stat-card';
import '@/features/admin-shell/admin-shell.css';

type Row = { readonly id: string; readonly status?: string };

/** What a kind's columns and actions may do to the page. */
export interface LeadListTools {
  /** Opens the detail dialog on a row. */
  readonly view: (id: string) => void;
  /** Moves a row's status on the server, then in the list. */
  readonly changeStatus: (
    id: string,
    from: string,
    to: string,
  ) => Promise<void>;
  /** The row whose status change is on its way, if any. */
  readonly busyId: string | null;
  /** Takes a row off the list (after the server deleted it). */
  readonly remove: (id: string) => void;
  /** Fetches the list again from its first page. */
  readonly refresh: () => void;
  readonly notify: (message: ListNoticeMessage) => void;
  /** What is in the search box ('' for none). */
  readonly searchText: string;
}

/** One kind of lead as its admin list shows it. */
export interface LeadListDefinition<T extends Row> {
  readonly kind: AdminLeadKind;
  readonly title: string;
  /** Under the title, given the server's total. */
  readonly summary?: (total: number) => ReactNode;
  readonly caption: string;
  readonly loadingText: string;
  readonly emptyText: string;
  /** The toast when a page cannot be fetched. */
  readonly failureText: string;
  readonly columns: (tools: LeadListTools) => readonly Column<T>[];
  /** Cards of the server's counters: the total, or one status's count. */
  readonly stats?: readonly {
    readonly label: string;
    readonly status?: string;
  }[];
  /** The search box's words; every list searches name, phone and e-mail. */
  readonly search?: { readonly label: string; readonly placeholder: string };
  /** The status and order shown until staff choose (newest of all). */
  readonly defaults?: ListDefaults;
  readonly refreshButton?: boolean;
  /** More buttons beside the title. */
  readonly actions?: (tools: LeadListTools) => ReactNode;
  /** How staff name a row in messages (its name, else its e-mail). */
  readonly rowName?: (row: T) => string;
  /** The View dialog: its title, its fields, whether it offers status moves. */
  readonly detail?: {
    readonly title: string;
    readonly fields: readonly (readonly [string, string])[];
    readonly statusMoves: boolean;
  };
}

/**
 * An admin list page of one lead kind: title, counters, search, status
 * filter and order (kept in the URL), the table with its loading, empty
 * and failed states, paging and the detail dialog.
 * A link with `?lead=<id>` (the staff e-mails) opens that lead.
 */
export function LeadListPage<T extends Row>({
  definition,
}: {
  readonly definition: LeadListDefinition<T>;
}) {
  const { kind } = definition;
  const [notice, notify] = useState<ListNoticeMessage | null>(null);
  const query = useListQuery(kind, definition.defaults ?? {});
  const list = useLeadList<T>(
    kind,
    definition.failureText,
    query.state,
    notify,
  );
  const { change, busyId } = useStatusChange(
    kind,
    (id, status) => list.update(id, { status } as Partial<T>),
    notify,
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const [viewing, setViewing] = useState<string | null>(() =>
    searchParams.get('lead'),
  );
  const closeDetail = () => {
    setViewing(null);
    // The e-mail's link has done its work: Back or a reload shows the list.
    if (searchParams.has('lead'))
      setSearchParams(
        (params) => {
          params.delete('lead');
          return params;
        },
        { replace: true },
      );
  };
  const tools: LeadListTools = {
    view: setViewing,
    changeStatus: change,
    busyId,
    remove: list.remove,
    refresh: () => void list.refresh(),
    notify,
    searchText: query.text,
  };
  const actions = definition.actions?.(tools);
  return (
    <section>
      <div className="admin-heading">
        <h1>{definition.title}</h1>
        {(definition.refreshButton || actions) && (
          <span className="actions">
            {definition.refreshButton && (
              <button type="button" className="button" onClick={list.refresh}>
                Refresh
              </button>
            )}
            {actions}
          </span>
        )}
      </div>
      {definition.summary && <p>{definition.summary(list.total)}</p>}
      {definition.stats && (
        <div className="stat-grid">
          {definition.stats.map(({ label, status }) => (
            <StatCard
              key={label}
              label={label}
              value={status ? (list.statusCounts[status] ?? 0) : list.total}
            />
          ))}
        </div>
      )}
      <ListNotice notice={notice} onDismiss={() => notify(null)} />
      <ListControls
        kind={kind}
        status={query.state.status}
        sort={query.state.sort}
        text={query.text}
        searchLabel={definition.search?.label ?? 'Search'}
        searchPlaceholder={
          definition.search?.placeholder ?? 'Name, phone or e-mail'
        }
        onStatus={query.setStatus}
        onSort={query.setSort}
        onText={query.setText}
      />
      <ListWork
        kind={kind}
        list={list}
        tools={tools}
        rowName={definition.rowName ?? defaultName}
        searchId={`list-${kind}-q`}
      >
        {(work) => (
          <AdminTable
            caption={definition.caption}
            columns={definition.columns(tools)}
            rows={list.items}
            loading={list.loading}
            loadingText={definition.loadingText}
            emptyText={definition.emptyText}
            hasMore={list.hasMore}
            onLoadMore={list.loadMore}
            currentId={work.currentId}
            {...(work.selection && { selection: work.selection })}
          />
        )}
      </ListWork>
      {definition.detail && (
        <LeadDetailDialog
          kind={kind}
          id={viewing}
          title={definition.detail.title}
          fields={definition.detail.fields}
          onClose={closeDetail}
          {...(definition.detail.statusMoves && { onStatus: change })}
        />
      )}
    </section>
  );
}

function defaultName(row: Row & { name?: unknown; email?: unknown }) {
  if (typeof row.name === 'string' && row.name) return row.name;
  if (typeof row.email === 'string' && row.email) return row.email;
  return row.id;
}

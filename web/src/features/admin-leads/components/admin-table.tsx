import type { ReactNode } from 'react';
import { EmptyInboxIllustration } from '@/components/illustrations/empty-inbox-illustration';
import '../admin-leads.css';

export interface Column<T> {
  readonly header: string;
  readonly cell: (row: T) => ReactNode;
}

interface AdminTableProps<T> {
  readonly caption: string;
  readonly columns: readonly Column<T>[];
  readonly rows: readonly T[];
  readonly loading: boolean;
  readonly loadingText: string;
  readonly emptyText: string;
  readonly hasMore?: boolean;
  readonly onLoadMore?: () => void;
}

/** An admin list: loading text, empty text, rows, and "Load more" paging. */
export function AdminTable<T extends { readonly id: string }>(
  props: AdminTableProps<T>,
) {
  const { columns, rows, loading } = props;
  if (loading && rows.length === 0)
    return <p role="status">{props.loadingText}</p>;
  return (
    <div className="table-scroll">
      <table className="admin-table">
        <caption className="visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="empty-cell">
                <EmptyInboxIllustration />
                {props.emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id}>
                {columns.map((c) => (
                  <td key={c.header}>{c.cell(row)}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
      {props.hasMore && (
        <button
          type="button"
          className="button"
          onClick={props.onLoadMore}
          disabled={loading}
        >
          {loading ? 'Loading...' : 'Load more'}
        </button>
      )}
    </div>
  );
}

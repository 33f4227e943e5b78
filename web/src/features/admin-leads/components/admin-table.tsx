import type { ReactNode } from 'react';
import { EmptyInboxIllustration } from '@/components/illustrations/empty-inbox-illustration';
import '../admin-leads.css';

export interface Column<T> {
  readonly header: string;
  readonly cell: (row: T) => ReactNode;
}

/** Ticking rows for a bulk change. */
export interface TableSelection {
  readonly selected: ReadonlySet<string>;
  readonly toggle: (id: string) => void;
  readonly toggleAll: () => void;
  /** How a row is named to assistive technology ("Select Jo Citizen"). */
  readonly nameOf: (id: string) => string;
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
  readonly selection?: TableSelection;
  /** The row the keyboard is on. */
  readonly currentId?: string | null;
}

/**
 * An admin list: loading text, empty text, rows, and "Load more" paging.
 * Each cell carries its column's name, so on a phone a row reads as a card.
 */
export function AdminTable<T extends { readonly id: string }>(
  props: AdminTableProps<T>,
) {
  const { columns, rows, loading, selection } = props;
  if (loading && rows.length === 0)
    return <p role="status">{props.loadingText}</p>;
  const width = columns.length + (selection ? 1 : 0);
  return (
    <div className="table-scroll">
      <table className="admin-table">
        <caption className="visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            {selection && (
              <th scope="col" className="cell-select">
                <input
                  type="checkbox"
                  aria-label="Select every row shown"
                  checked={
                    rows.length > 0 && selection.selected.size === rows.length
                  }
                  onChange={selection.toggleAll}
                />
              </th>
            )}
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
              <td colSpan={width} className="empty-cell">
                <EmptyInboxIllustration />
                {props.emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={row.id}
                data-row-id={row.id}
                tabIndex={-1}
                className={
                  props.currentId === row.id ? 'row-current' : undefined
                }
              >
                {selection && (
                  <td className="cell-select">
                    <input
                      type="checkbox"
                      aria-label={`Select ${selection.nameOf(row.id)}`}
                      checked={selection.selected.has(row.id)}
                      onChange={() => selection.toggle(row.id)}
                    />
                  </td>
                )}
                {columns.map((c, i) => (
                  <td
                    key={c.header}
                    data-label={c.header}
                    className={i === 0 ? 'cell-title' : undefined}
                  >
                    {c.cell(row)}
                  </td>
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

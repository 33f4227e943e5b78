import type { AdminLeadKind, LeadSort } from '#shared/contracts/admin';
import { sortsOf } from '#shared/contracts/admin';
import { statusesOf } from '#shared/domain/status-machines';
import { statusLabel } from '../format';

const sortLabels: Record<LeadSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  score: 'Highest lead score first',
};

interface ListControlsProps {
  readonly kind: AdminLeadKind;
  readonly status: string;
  readonly sort: LeadSort;
  readonly text: string;
  readonly searchLabel: string;
  readonly searchPlaceholder: string;
  readonly onStatus: (status: string) => void;
  readonly onSort: (sort: LeadSort) => void;
  readonly onText: (text: string) => void;
}

/** A list's search box, status filter and order, all run on the server. */
export function ListControls(props: ListControlsProps) {
  const statuses: string[] = statusesOf(props.kind);
  const id = `list-${props.kind}`;
  return (
    <div className="list-controls">
      <span className="list-control list-search">
        <label htmlFor={`${id}-q`}>{props.searchLabel}</label>
        <input
          id={`${id}-q`}
          type="search"
          className="admin-search"
          placeholder={props.searchPlaceholder}
          value={props.text}
          maxLength={100}
          onChange={(e) => props.onText(e.target.value)}
        />
      </span>
      <span className="list-control">
        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          value={props.status}
          onChange={(e) => props.onStatus(e.target.value)}
        >
          <option value="">All</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
      </span>
      <span className="list-control">
        <label htmlFor={`${id}-sort`}>Order</label>
        <select
          id={`${id}-sort`}
          value={props.sort}
          onChange={(e) => props.onSort(e.target.value as LeadSort)}
        >
          {sortsOf(props.kind).map((sort) => (
            <option key={sort} value={sort}>
              {sortLabels[sort]}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}

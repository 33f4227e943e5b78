import type { AdminCallback } from '#shared/contracts/admin-records';
import { preferredTimes } from '#shared/contracts/callbacks';
import { formatDateTime } from '#shared/format/money-and-dates';
import { Badge } from '@/features/admin-leads/components/badges';
import {
  actionsColumn,
  statusColumn,
} from '@/features/admin-leads/components/lead-columns';
import {
  type LeadListDefinition,
  LeadListPage,
} from '@/features/admin-leads/components/lead-list-page';
import { WaitCell } from '@/features/admin-leads/components/wait-cell';

const timeLabel = (time?: string) =>
  !time || time === 'anytime'
    ? 'Any time'
    : (preferredTimes[time as keyof typeof preferredTimes] ?? time);

const quickActions = { completed: 'Mark Complete' };

const callbackList: LeadListDefinition<AdminCallback> = {
  kind: 'callback',
  title: 'Callback Requests',
  summary: (total) => `Total: ${total}`,
  caption: 'Callback requests',
  loadingText: 'Loading callback requests...',
  emptyText: 'No callback requests yet.',
  failureText: 'Failed to fetch callback requests',
  // The queue: who has waited longest comes first.
  defaults: { status: 'pending', sort: 'oldest' },
  detail: {
    title: 'Callback request',
    statusMoves: true,
    fields: [
      ['name', 'Name'],
      ['email', 'E-mail'],
      ['phone', 'Phone'],
      ['postcode', 'Postcode'],
      ['preferredTime', 'Preferred time'],
      ['currentRetailer', 'Current retailer'],
      ['hasGas', 'Has gas'],
      ['hasSolar', 'Has solar'],
      ['message', 'Message'],
      ['status', 'Status'],
      ['createdAt', 'Received'],
    ],
  },
  columns: (tools) => [
    { header: 'Name', cell: (r) => r.name },
    {
      header: 'Contact',
      cell: (r) => (
        <>
          <div>{r.email}</div>
          <div>{r.phone}</div>
        </>
      ),
    },
    { header: 'Location', cell: (r) => r.postcode || 'N/A' },
    { header: 'Preferred Time', cell: (r) => timeLabel(r.preferredTime) },
    {
      header: 'Current Retailer',
      cell: (r) => r.currentRetailer || 'Not specified',
    },
    {
      header: 'Services',
      cell: (r) => (
        <>
          {r.hasGas === 'yes' && <Badge>Gas</Badge>}{' '}
          {r.hasSolar === 'yes' && <Badge>Solar</Badge>}
        </>
      ),
    },
    statusColumn('callback'),
    { header: 'Received', cell: (r) => formatDateTime(r.createdAt) },
    {
      header: 'Waiting',
      cell: (r) => <WaitCell createdAt={r.createdAt} status={r.status} />,
    },
    actionsColumn('callback', tools, {
      labels: quickActions,
      className: 'button button-primary',
    }),
  ],
};

/** /admin/callbacks; the staff e-mail links here with `?lead=<id>`. */
export function Component() {
  return <LeadListPage definition={callbackList} />;
}

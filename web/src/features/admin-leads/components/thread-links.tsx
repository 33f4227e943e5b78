import { Link } from 'react-router-dom';
import type { ThreadLead } from '#shared/contracts/admin';
import { formatDateTime } from '#shared/format/money-and-dates';

/** Where each kind's list lives; `?lead=` opens one lead in it. */
const listOf: Record<ThreadLead['kind'], [string, string]> = {
  inquiry: ['/admin/inquiries', 'Inquiry'],
  callback: ['/admin/callbacks', 'Call back request'],
  switch: ['/admin/switching', 'Switch request'],
};

/** The person's other leads (docs/product-rules.md, One person, one thread). */
export function ThreadLinks({
  thread,
}: {
  readonly thread: readonly ThreadLead[];
}) {
  if (thread.length === 0) return null;
  return (
    <>
      <h3>Same person</h3>
      <ul className="thread-links">
        {thread.map((lead) => {
          const [path, label] = listOf[lead.kind];
          return (
            <li key={lead.id}>
              <Link to={`${path}?lead=${encodeURIComponent(lead.id)}`}>
                {label} of {formatDateTime(lead.createdAt)}
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}

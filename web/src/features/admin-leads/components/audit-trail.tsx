import type { AuditEntry } from '#shared/contracts/admin';
import { formatDateTime } from '#shared/format/money-and-dates';
import '../admin-leads.css';

/** A value as a line of the trail: a list by its length, a record as edited. */
function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value))
    return `${value.length} ${value.length === 1 ? 'entry' : 'entries'}`;
  if (typeof value === 'object') return 'edited';
  return String(value);
}

/** Who changed a record, when, and what (oldest first). */
export function AuditTrail({ entries }: { readonly entries: AuditEntry[] }) {
  if (entries.length === 0) return <p>No changes recorded yet.</p>;
  return (
    <ol className="audit-trail">
      {entries.map((entry) => (
        <li key={`${entry.at}-${entry.action}`}>
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> —{' '}
          {entry.actor.email || entry.actor.username || entry.actor.sub}:{' '}
          {Object.entries(entry.changes)
            .map(
              ([field, [before, after]]) =>
                `${field} ${show(before)} → ${show(after)}`,
            )
            .join('; ')}
        </li>
      ))}
    </ol>
  );
}

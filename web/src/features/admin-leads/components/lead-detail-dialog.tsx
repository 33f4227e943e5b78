import * as Dialog from '@radix-ui/react-dialog';
import { useCallback, useEffect, useState } from 'react';
import type { AdminLeadKind, LeadDetail } from '#shared/contracts/admin';
import { displayStatus, nextStatuses } from '#shared/domain/status-machines';
import { fetchLeadDetail } from '../api/leads';
import { statusLabel } from '../format';
import { AuditTrail } from './audit-trail';
import { ThreadLinks } from './thread-links';
import '../admin-leads.css';

interface LeadDetailDialogProps {
  readonly kind: AdminLeadKind;
  readonly id: string | null;
  readonly title: string;
  /** Labels of the fields to show, in order. */
  readonly fields: readonly (readonly [string, string])[];
  readonly onClose: () => void;
  /** Offered as buttons for the statuses the machine allows next. */
  readonly onStatus?: (id: string, from: string, to: string) => Promise<void>;
}

/** Every detail of one record, its audit trail and its next statuses. */
export function LeadDetailDialog(props: LeadDetailDialogProps) {
  const { kind, id } = props;
  const [detail, setDetail] = useState<LeadDetail | null>(null);
  const [error, setError] = useState(false);
  const load = useCallback(() => {
    if (!id) return;
    setError(false);
    fetchLeadDetail<Record<string, unknown>>(kind, id).then(setDetail, () =>
      setError(true),
    );
  }, [kind, id]);

  useEffect(() => {
    setDetail(null);
    load();
  }, [load]);

  const status = displayStatus(kind, detail?.record.status);
  return (
    <Dialog.Root
      open={id !== null}
      onOpenChange={(open) => !open && props.onClose()}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content admin-detail">
          <Dialog.Title>{props.title}</Dialog.Title>
          <Dialog.Description className="visually-hidden">
            Full details and change history
          </Dialog.Description>
          {error && <p role="alert">Failed to load the details.</p>}
          {!detail && !error && <p role="status">Loading details...</p>}
          {detail && (
            <>
              <dl className="detail-list">
                {props.fields.map(([name, label]) => (
                  <div key={name}>
                    <dt>{label}</dt>
                    <dd>{formatValue(detail.record[name])}</dd>
                  </div>
                ))}
              </dl>
              {props.onStatus && id && (
                <p className="actions">
                  {nextStatuses(kind, status).map((to) => (
                    <button
                      key={to}
                      type="button"
                      className="button"
                      onClick={() =>
                        props.onStatus?.(id, status, to).then(load)
                      }
                    >
                      Mark {statusLabel(to)}
                    </button>
                  ))}
                </p>
              )}
              <ThreadLinks thread={detail.thread ?? []} />
              <h3>History</h3>
              <AuditTrail entries={detail.audit} />
            </>
          )}
          <Dialog.Close className="dialog-close" aria-label="Close">
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '')
    return 'Not provided';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

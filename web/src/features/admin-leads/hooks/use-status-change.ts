import { useState } from 'react';
import type { AdminLeadKind } from '#shared/contracts/admin';
import type { ToastMessage } from '@/components/ui/toast-message';
import { ApiRequestError } from '@/lib/api-client';
import { changeLeadStatus } from '../api/leads';
import { statusLabel } from '../format';

const subjects: Record<AdminLeadKind, string> = {
  callback: 'Callback request',
  inquiry: 'Inquiry',
  switch: 'Switching request',
  subscription: 'Subscription',
};

/** Why a change failed: the server's reason for a conflict, else the generic one. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.status === 409
    ? `${fallback}: ${error.message}`
    : fallback;
}

/**
 * Runs a status change and shows its messages: 'Status updated' /
 * '<Kind> marked as <status>', or 'Failed to update status'.
 */
export function useStatusChange(
  kind: AdminLeadKind,
  onChanged: (id: string, status: string) => void,
  notify: (message: ToastMessage) => void,
) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const change = async (id: string, from: string, to: string) => {
    setBusyId(id);
    try {
      await changeLeadStatus(kind, id, from, to);
      onChanged(id, to);
      notify({
        title: 'Status updated',
        description: `${subjects[kind]} marked as ${statusLabel(to)}`,
      });
    } catch (error) {
      notify({
        title: 'Error',
        description: failureText(error, 'Failed to update status'),
        variant: 'destructive',
      });
    } finally {
      setBusyId(null);
    }
  };
  return { change, busyId };
}

import {
  displayStatus,
  type MachineKind,
  statusMachines,
} from '#shared/domain/status-machines';
import {
  type LeadKind,
  leadStatusIndexKey,
  leadStatusPartition,
} from './keys.ts';

const hasStatuses = (kind: LeadKind): kind is MachineKind =>
  kind in statusMachines;

/**
 * The status index keys (AP-A10) a new lead of `kind` carries: by the
 * status it is shown as, so a filter finds what the list shows. Kinds
 * without statuses are not in the index.
 */
export const statusIndexKeys = (
  kind: LeadKind,
  status: unknown,
  createdAt: string,
  id: string,
) =>
  hasStatuses(kind)
    ? leadStatusIndexKey(kind, displayStatus(kind, status), createdAt, id)
    : {};

/**
 * The `SET` clause (and its values) that moves a lead to `to` in the status
 * index, for the update that changes its status. The sort key is the
 * collection's (`<createdAt>#<id>`), copied so a lead stored before the
 * index gets it on its first change.
 */
export const statusIndexSet = (kind: LeadKind, to: unknown) => ({
  clause: 'gsi2pk = :statusPartition, gsi2sk = gsi1sk',
  values: {
    ':statusPartition': leadStatusPartition(
      kind,
      hasStatuses(kind) ? displayStatus(kind, to) : String(to),
    ),
  },
});

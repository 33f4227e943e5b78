import { type ReactNode, useState } from 'react';
import type { AdminLeadKind } from '#shared/contracts/admin';
import { displayStatus, nextStatuses } from '#shared/domain/status-machines';
import type { ToastMessage } from '@/components/ui/toast-message';
import { changeLeadStatuses } from '../api/leads';
import { bulkOutcomeText } from '../bulk-outcome';
import { useListKeys } from '../hooks/use-list-keys';
import { useSelection } from '../hooks/use-selection';
import { failureText } from '../hooks/use-status-change';
import type { ListKeyAction } from '../list-keys';
import type { TableSelection } from './admin-table';
import { BulkBar } from './bulk-bar';
import { ShortcutHelp } from './shortcut-help';

type Row = { readonly id: string; readonly status?: string };

interface WorkedList<T extends Row> {
  readonly items: readonly T[];
  readonly update: (id: string, patch: Partial<T>) => void;
  readonly remove: (id: string) => void;
}

/** What the keys and the bulk bar use of the list page's tools. */
interface WorkTools {
  readonly view: (id: string) => void;
  readonly changeStatus: (
    id: string,
    from: string,
    to: string,
  ) => Promise<void>;
  readonly busyId: string | null;
  readonly notify: (message: ToastMessage) => void;
}

/** What the table needs from the work around it. */
export interface ListWorkState {
  readonly currentId: string | null;
  readonly selection?: TableSelection;
}

const focusRow = (id: string) =>
  document
    .querySelector<HTMLElement>(`tr[data-row-id="${CSS.escape(id)}"]`)
    ?.focus();

/**
 * How staff work a list quickly: the keyboard (a current row, moves,
 * search, the shortcut help) and, where the kind has status moves, rows
 * ticked for one bulk change.
 */
export function ListWork<T extends Row>(props: {
  readonly kind: AdminLeadKind;
  readonly list: WorkedList<T>;
  readonly tools: WorkTools;
  readonly rowName: (row: T) => string;
  readonly searchId: string;
  readonly children: (work: ListWorkState) => ReactNode;
}) {
  const { kind, list, tools } = props;
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [bulkBusy, setBulkBusy] = useState(false);
  const ids = list.items.map((row) => row.id);
  const selection = useSelection(ids);
  const movable = kind !== 'subscription';
  const nameOf = (id: string) => {
    const row = list.items.find((item) => item.id === id);
    return row ? props.rowName(row) : id;
  };

  const go = (step: 1 | -1) => {
    if (ids.length === 0) return;
    const at = currentId ? ids.indexOf(currentId) : -1;
    const next =
      ids[at < 0 ? 0 : Math.min(ids.length - 1, Math.max(0, at + step))];
    if (!next) return;
    setCurrentId(next);
    focusRow(next);
  };
  const current = list.items.find((row) => row.id === currentId);
  const actions: Record<ListKeyAction, () => void> = {
    next: () => go(1),
    previous: () => go(-1),
    open: () => current && tools.view(current.id),
    select: () => current && movable && selection.toggle(current.id),
    mark: () => {
      if (!current || tools.busyId) return;
      const from = displayStatus(kind, current.status);
      const to = nextStatuses(kind, from)[0];
      if (to) void tools.changeStatus(current.id, from, to);
    },
    search: () => document.getElementById(props.searchId)?.focus(),
    help: () => setHelpOpen((open) => !open),
  };
  useListKeys((action) => actions[action]());

  const moveSelected = async (
    to: string,
    leads: readonly { id: string; from: string }[],
  ) => {
    setBulkBusy(true);
    try {
      const result = await changeLeadStatuses(kind, to, leads);
      for (const id of result.changed)
        list.update(id, { status: to } as Partial<T>);
      for (const row of result.skipped) {
        if (row.reason === 'missing') list.remove(row.id);
        else if (row.status)
          list.update(row.id, { status: row.status } as Partial<T>);
      }
      tools.notify(bulkOutcomeText(result, nameOf));
      selection.clear();
    } catch (error) {
      tools.notify({
        title: 'Error',
        description: failureText(error, 'Failed to update the selected rows'),
        variant: 'destructive',
      });
    } finally {
      setBulkBusy(false);
    }
  };

  return (
    <>
      <ShortcutHelp open={helpOpen} onToggle={() => setHelpOpen((o) => !o)} />
      {movable && (
        <BulkBar
          kind={kind}
          rows={list.items.filter((row) => selection.selected.has(row.id))}
          busy={bulkBusy}
          onMove={(to, leads) => void moveSelected(to, leads)}
          onClear={selection.clear}
        />
      )}
      {props.children({
        currentId,
        ...(movable && {
          selection: {
            selected: selection.selected,
            toggle: selection.toggle,
            toggleAll: () => selection.toggleAll(),
            nameOf,
          },
        }),
      })}
    </>
  );
}

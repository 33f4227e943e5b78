/**
 * Status machines of the leads staff work. Each maps a status to
 * the statuses staff may move it to; anything not listed is forbidden, so
 * a stale or out-of-order change is refused (409) rather than applied.
 */
export const statusMachines = {
  /** pending → completed via Mark Complete; no way back. */
  callback: { pending: ['completed'], completed: [] },
  /** new → contacted → converted; `closed` is shown but never set. */
  inquiry: {
    new: ['contacted'],
    contacted: ['converted'],
    converted: [],
    closed: [],
  },
  /** pending → in_progress → completed, or cancelled before completion. */
  switch: {
    pending: ['in_progress', 'cancelled'],
    in_progress: ['completed', 'cancelled'],
    completed: [],
    cancelled: [],
  },
  /** Display only: no staff transitions. */
  subscription: { active: [], unsubscribed: [] },
} as const satisfies Record<string, Record<string, readonly string[]>>;

export type MachineKind = keyof typeof statusMachines;
export type StatusOf<K extends MachineKind> = keyof (typeof statusMachines)[K] &
  string;

/** The status shown for an unknown stored value. */
const fallbackStatus: { [K in MachineKind]: StatusOf<K> } = {
  callback: 'pending',
  inquiry: 'new',
  switch: 'pending',
  subscription: 'active',
};

/** Every status a kind knows, in display order. */
export function statusesOf<K extends MachineKind>(kind: K): StatusOf<K>[] {
  return Object.keys(statusMachines[kind]) as StatusOf<K>[];
}

/** The status to display: known values as they are, others as the default. */
export function displayStatus<K extends MachineKind>(
  kind: K,
  status: unknown,
): StatusOf<K> {
  return typeof status === 'string' &&
    Object.hasOwn(statusMachines[kind], status)
    ? (status as StatusOf<K>)
    : fallbackStatus[kind];
}

/**
 * The statuses staff may move a record to from `from`. Own properties
 * only: a stored `toString` or `__proto__` is no status.
 */
export function nextStatuses(kind: MachineKind, from: string): string[] {
  const machine = statusMachines[kind] as Record<string, readonly string[]>;
  return Object.hasOwn(machine, from) ? [...(machine[from] ?? [])] : [];
}

/** Whether staff may move a record of `kind` from `from` to `to`. */
export function canTransition(
  kind: MachineKind,
  from: string,
  to: string,
): boolean {
  return nextStatuses(kind, from).includes(to);
}

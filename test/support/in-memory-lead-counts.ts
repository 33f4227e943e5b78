import type { AdminLeadKind } from '#shared/contracts/admin';
import type { LeadCountStore } from '#use-cases/ports-lead-counts';

/**
 * A LeadCountStore over leads held as `{ kind, createdAt }`; the totals
 * are counted from them, as the table's counters would be.
 */
export function inMemoryLeadCounts(
  leads: ReadonlyArray<{ kind: AdminLeadKind; createdAt: string }> = [],
) {
  const held = [...leads];
  const inWindow = (kind: AdminLeadKind, from: string, to: string) =>
    held.filter(
      (lead) =>
        lead.kind === kind && lead.createdAt >= from && lead.createdAt <= to,
    );
  const store: LeadCountStore = {
    totals: async (kinds) =>
      Object.fromEntries(
        kinds.map((kind) => [kind, held.filter((l) => l.kind === kind).length]),
      ),
    countBetween: async (kind, from, to) => inWindow(kind, from, to).length,
    createdBetween: async (kind, from, to) =>
      inWindow(kind, from, to).map((lead) => lead.createdAt),
  };
  return {
    store,
    add: (kind: AdminLeadKind, createdAt: string) =>
      held.push({ kind, createdAt }),
  };
}

import type { AdminLeadKind } from '#shared/contracts/admin';
import type { LeadCountStore } from '#use-cases/ports-lead-counts';

/**
 * A LeadCountStore over leads held as `{ kind, createdAt }`; the totals
 * are counted from them, as the table's counters would be.
 */
export function inMemoryLeadCounts(
  leads: ReadonlyArray<{
    kind: AdminLeadKind;
    createdAt: string;
    status?: string;
    /** The lead's person; without one, the lead is its own person. */
    personId?: string;
  }> = [],
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
    statusTotals: async (kind) => {
      const counts: Record<string, number> = {};
      for (const lead of held)
        if (lead.kind === kind && lead.status)
          counts[lead.status] = (counts[lead.status] ?? 0) + 1;
      return counts;
    },
    countInStatusBefore: async (kind, status, before) =>
      held.filter(
        (lead) =>
          lead.kind === kind &&
          lead.status === status &&
          lead.createdAt <= before,
      ).length,
    countBetween: async (kind, from, to) => inWindow(kind, from, to).length,
    createdBetween: async (kind, from, to) =>
      inWindow(kind, from, to).map((lead) => lead.createdAt),
    peopleBetween: async (kind, from, to) =>
      inWindow(kind, from, to).map(
        (lead) => lead.personId ?? `${lead.kind}@${lead.createdAt}`,
      ),
    peopleTotal: async () =>
      new Set(
        held
          .filter((lead) => lead.kind !== 'subscription')
          .map((lead) => lead.personId ?? `${lead.kind}@${lead.createdAt}`),
      ).size,
  };
  return {
    store,
    add: (kind: AdminLeadKind, createdAt: string) =>
      held.push({ kind, createdAt }),
  };
}

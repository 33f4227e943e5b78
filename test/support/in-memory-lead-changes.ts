import type {
  AdminLeadKind,
  AuditEntry,
  LeadDetail,
} from '#shared/contracts/admin';
import type { ChangeOutcome, LeadChangeStore } from '#use-cases/ports-admin';

type Lead = { readonly kind: AdminLeadKind; record: Record<string, unknown> };

/**
 * A LeadChangeStore over leads in a Map: a change applies only to a lead
 * of that kind still in the status given, as the table's conditions do.
 */
export function inMemoryLeadChanges(
  leads: readonly (Record<string, unknown> & {
    readonly id: string;
    readonly kind: AdminLeadKind;
  })[] = [],
) {
  const byId = new Map<string, Lead>(
    leads.map(({ kind, ...record }) => [record.id, { kind, record }]),
  );
  const audits = new Map<string, AuditEntry[]>();
  /** Deleted leads with when they stop being restorable (epoch seconds). */
  const deleted = new Map<string, Lead & { readonly until: number }>();
  const find = (kind: AdminLeadKind, id: string) => {
    const lead = byId.get(id);
    return lead?.kind === kind ? lead : undefined;
  };
  const refused = (lead: Lead | undefined): ChangeOutcome =>
    lead ? { kind: 'stale', status: lead.record.status } : { kind: 'missing' };
  const audit = (id: string, entry: AuditEntry) =>
    audits.set(id, [...(audits.get(id) ?? []), entry]);

  const store: LeadChangeStore = {
    async getLead(kind, id): Promise<LeadDetail | undefined> {
      const lead = find(kind, id);
      if (!lead) return undefined;
      return { record: { ...lead.record }, audit: audits.get(id) ?? [] };
    },
    async changeLeadStatus(kind, id, from, entry) {
      const lead = find(kind, id);
      if (!lead || lead.record.status !== from) return refused(lead);
      lead.record = { ...lead.record, status: entry.changes.status?.[1] };
      audit(id, entry);
      return { kind: 'done' };
    },
    async deleteLead(kind, id, seenStatus, entry, restorableUntil) {
      const lead = find(kind, id);
      if (!lead) return { kind: 'missing' };
      if (seenStatus !== undefined && lead.record.status !== seenStatus)
        return refused(lead);
      byId.delete(id);
      deleted.set(id, { ...lead, until: restorableUntil });
      audit(id, entry);
      return { kind: 'done' };
    },
    async restoreLead(kind, id, entryFor) {
      if (find(kind, id)) return { kind: 'live' };
      const lead = deleted.get(id);
      if (!lead || lead.kind !== kind) return { kind: 'missing' };
      const entry = entryFor(lead.record.status);
      if (Date.parse(entry.at) / 1000 >= lead.until) return { kind: 'missing' };
      deleted.delete(id);
      byId.set(id, { kind, record: lead.record });
      audit(id, entry);
      return { kind: 'done', status: lead.record.status };
    },
  };
  return {
    store,
    statusOf: (id: string) => byId.get(id)?.record.status,
    exists: (id: string) => byId.has(id),
    auditOf: (id: string) => audits.get(id) ?? [],
  };
}

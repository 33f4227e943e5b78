import { catalogueEntryFromCdr } from '#shared/domain/plans/plan-from-cdr';
import type { PlanDocuments, PlanLookup } from '#use-cases/ports-plans';

/**
 * The PlanLookup and PlanDocuments ports over CDR plan-detail documents,
 * as the table keeps them: `withdrawn` ids are stored but no longer
 * published, `withoutDocument` ids have lost their stored detail.
 */
export function inMemoryPlans(
  documents: readonly unknown[],
  now: Date,
  options: { withdrawn?: string[]; withoutDocument?: string[] } = {},
) {
  const data = new Map<string, unknown>();
  const summaries = new Map<
    string,
    ReturnType<typeof catalogueEntryFromCdr>['summary']
  >();
  for (const document of documents) {
    const detail = (document as { data: unknown }).data;
    const { summary } = catalogueEntryFromCdr(detail, now);
    const withdrawn = options.withdrawn?.includes(summary.id) ?? false;
    summaries.set(summary.id, { ...summary, isActive: !withdrawn });
    if (!options.withoutDocument?.includes(summary.id))
      data.set(summary.id, detail);
  }
  const plans: PlanLookup = async (id) => summaries.get(id);
  const planDocuments: PlanDocuments = async (ids) =>
    new Map(ids.flatMap((id) => (data.has(id) ? [[id, data.get(id)]] : [])));
  return { plans, planDocuments };
}

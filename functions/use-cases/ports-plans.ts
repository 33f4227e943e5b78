/** The published CDR plan documents of some plans, by id (unknown ids left out). */
export type PlanDocuments = (
  ids: readonly string[],
) => Promise<ReadonlyMap<string, unknown>>;

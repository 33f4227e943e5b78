import { seedPlans } from './seed-plans.ts';

/** Loads the sample plans on first start; later starts keep what is there. */
export async function seedPlansIfEmpty(): Promise<number> {
  // Imported late: the data module reads its settings at import.
  const { listActivePlans, putPlan } = await import('#data/plans');
  if ((await listActivePlans()).length > 0) return 0;
  for (const plan of seedPlans) await putPlan(plan);
  return seedPlans.length;
}

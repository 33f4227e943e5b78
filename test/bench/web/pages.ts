/** The pages the Lighthouse benchmark audits, by label. */
export const PAGE_LABELS = [
  '/',
  '/compare',
  '/rates',
  '/switch',
  '/faq',
  '/blog',
  '/plans/:id',
] as const;

interface PlansAnswer {
  readonly plans: ReadonlyArray<{
    readonly id: string;
    readonly isActive?: boolean;
  }>;
}

/**
 * The URL audited for each label. /switch is opened as the results link
 * it: with a plan from the catalogue (bare /switch sends you to /compare).
 */
export async function pageUrls(
  origin: string,
): Promise<ReadonlyMap<string, string>> {
  const response = await fetch(`${origin}/api/plans?state=NSW`);
  if (!response.ok) throw new Error(`/api/plans answered ${response.status}`);
  const { plans } = (await response.json()) as PlansAnswer;
  const plan = plans.find((p) => p.isActive !== false);
  if (!plan) throw new Error('the local catalogue has no active plan');
  const id = encodeURIComponent(plan.id);
  const paths: Record<string, string> = {
    '/switch': `/switch?plan=${id}&postcode=2000&usage=300`,
    // A plan page as a card opens it: with the visitor's usage, so its
    // own cost, tariff map and history charts all draw.
    '/plans/:id': `/plans/${id}?plan=${id}&postcode=2000&usage=300`,
  };
  return new Map(
    PAGE_LABELS.map((label) => [label, origin + (paths[label] ?? label)]),
  );
}

/** The pages the Lighthouse benchmark audits, by label. */
export const PAGE_LABELS = [
  '/',
  '/compare',
  '/compare+charts',
  '/rates',
  '/switch',
  '/faq',
  '/blog',
  '/plans/:id',
] as const;

interface CompareAnswer {
  readonly plans: ReadonlyArray<{ readonly plan: { readonly id: string } }>;
}

/**
 * The URL audited for each label. /switch and the plan page are opened as
 * a result card links them: with the top plan of a comparison at 2000 on
 * 300 kWh a month (a bare /switch sends you to /compare, and a plan from
 * another network has no cost at 2000).
 */
export async function pageUrls(
  origin: string,
): Promise<ReadonlyMap<string, string>> {
  const response = await fetch(`${origin}/api/compare`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      postcode: '2000',
      usage: { kind: 'monthlyKwh', monthlyKwh: 300 },
    }),
  });
  if (!response.ok) throw new Error(`/api/compare answered ${response.status}`);
  const [top] = ((await response.json()) as CompareAnswer).plans;
  if (!top) throw new Error('the local catalogue has no plan at 2000');
  const id = encodeURIComponent(top.plan.id);
  const paths: Record<string, string> = {
    // Results for a postcode, so the usage charts draw under them.
    '/compare+charts': '/compare?postcode=2000',
    '/switch': `/switch?plan=${id}&postcode=2000&usage=300`,
    // A plan page as a card opens it: with the visitor's usage, so its
    // own cost, tariff map and history charts all draw.
    '/plans/:id': `/plans/${id}?plan=${id}&postcode=2000&usage=300`,
  };
  return new Map(
    PAGE_LABELS.map((label) => [label, origin + (paths[label] ?? label)]),
  );
}

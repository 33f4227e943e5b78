import { topPlanAt2000 } from '../top-plan.ts';

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

/**
 * The URL audited for each label. /switch and the plan page are opened as
 * a result card links them: with the top plan of a comparison at 2000 on
 * 300 kWh a month (a bare /switch sends you to /compare, and a plan from
 * another network has no cost at 2000).
 */
export async function pageUrls(
  origin: string,
): Promise<ReadonlyMap<string, string>> {
  const id = encodeURIComponent(await topPlanAt2000(origin));
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

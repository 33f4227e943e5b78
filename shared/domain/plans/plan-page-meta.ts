import type { PlanDetailsResponse } from '../../contracts/plan-details.ts';
// One kept formatter: `toLocaleString` builds a new one on every call.
import { formatDollars } from '../../format/money-and-dates.ts';

/** What a plan's page says of itself to search engines and link previews. */
export interface PlanPageMeta {
  readonly title: string;
  readonly description: string;
}

/**
 * Title and description naming the plan, its retailer and where it is
 * sold: the same words in the served HTML and once the page has loaded.
 */
export function planPageMeta(details: PlanDetailsResponse): PlanPageMeta {
  const { plan, withdrawn, typical } = details;
  const where = plan.networks.join(', ') || plan.availableStates.join(', ');
  const cost = typical
    ? ` About ${formatDollars(typical.annualCostIncGst)} a year for a typical ${plan.customerType === 'Business' ? 'business' : 'home'}.`
    : '';
  return {
    title: `${plan.planName} by ${plan.retailer}${withdrawn ? ' (withdrawn)' : ''}`,
    description: `${plan.retailer} ${plan.planName}: ${plan.energyType.toLowerCase()} rates by time of day, fees, discounts and contract terms${where ? ` on ${where}` : ''}.${cost}`,
  };
}

/** The plan page's address on the site. */
export const planPagePath = (id: string) => `/plans/${encodeURIComponent(id)}`;

/**
 * The plan as schema.org data (a Product with its yearly Offer for a
 * typical household), for search engines that read structured data.
 */
export function planStructuredData(
  details: PlanDetailsResponse,
  url: string,
): Record<string, unknown> {
  const { plan, withdrawn, typical, facts } = details;
  const { description } = planPageMeta(details);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': url,
    url,
    name: plan.planName,
    description: facts.description ?? description,
    category: `${plan.customerType} ${plan.energyType.toLowerCase()} plan`,
    brand: { '@type': 'Brand', name: plan.retailer },
    ...(typical && {
      offers: {
        '@type': 'Offer',
        url,
        price: typical.annualCostIncGst.toFixed(2),
        priceCurrency: 'AUD',
        description: `${typical.label}, a year, GST included`,
        availability: withdrawn
          ? 'https://schema.org/Discontinued'
          : 'https://schema.org/InStock',
        seller: { '@type': 'Organization', name: plan.retailer },
        areaServed: plan.availableStates.map((state) => ({
          '@type': 'State',
          name: state,
        })),
      },
    }),
  };
}

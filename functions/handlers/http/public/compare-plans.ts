import { FORM_RATE_LIMIT } from '#platform/http-handler';
import { compareRequestSchema } from '#shared/contracts/compare';
import { comparePlans } from '#use-cases/compare/compare-plans';
import { clock, ids } from '#wiring/deps';
import { httpHandler } from '#wiring/http-handler';
import { inquiryStore, people } from '#wiring/lead-stores';
import { marketCatalogue } from '#wiring/market-catalogue';
import { planHistory } from '#wiring/plan-catalogue-store';
import { referencePrices, whatIfCosts } from '#wiring/site-settings';

/**
 * The comparison that saves an inquiry: a recompute under the same id
 * (sort, filter, next page) stores nothing new and is not counted; one
 * without an inquiry stores nothing and is not limited.
 */
const inquiryOf = (body: unknown): string | undefined => {
  const inquiry = (body as { inquiry?: { comparisonId?: unknown } } | null)
    ?.inquiry;
  return typeof inquiry?.comparisonId === 'string'
    ? inquiry.comparisonId
    : undefined;
};

export const handler = httpHandler(
  {
    body: compareRequestSchema,
    maxBodyBytes: 1024 * 1024,
    rateLimit: {
      ...FORM_RATE_LIMIT,
      submission: (event) => inquiryOf(event.parsedBody),
    },
  },
  ({ body }) =>
    comparePlans(
      {
        clock,
        ids,
        market: marketCatalogue,
        inquiries: inquiryStore,
        people,
        planHistory,
        referencePrices,
        whatIfCosts,
      },
      body,
    ),
);

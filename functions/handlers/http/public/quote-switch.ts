import { clock } from '#platform/deps';
import { httpHandler } from '#platform/http-handler';
import { marketCatalogue } from '#platform/market-catalogue';
import { switchQuoteRequestSchema } from '#shared/contracts/switch-requests';
import { quoteSwitch } from '#use-cases/switching/quote-switch';

/** Stores nothing, like a comparison without an inquiry: not limited. */
export const handler = httpHandler(
  {
    body: switchQuoteRequestSchema,
    // A year of meter readings, as /compare accepts.
    maxBodyBytes: 1024 * 1024,
  },
  async ({ body }) =>
    (await quoteSwitch({ clock, market: marketCatalogue }, body)).quote,
);

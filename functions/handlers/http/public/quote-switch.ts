import { switchQuoteRequestSchema } from '#shared/contracts/switch-requests';
import { quoteSwitch } from '#use-cases/switching/quote-switch';
import { clock } from '#wiring/deps';
import { httpHandler } from '#wiring/http-handler';
import { marketCatalogue } from '#wiring/market-catalogue';
import { referencePrices } from '#wiring/site-settings';

/** Stores nothing, like a comparison without an inquiry: not limited. */
export const handler = httpHandler(
  {
    body: switchQuoteRequestSchema,
    // A year of meter readings, as /compare accepts.
    maxBodyBytes: 1024 * 1024,
  },
  async ({ body }) =>
    (
      await quoteSwitch(
        { clock, market: marketCatalogue, referencePrices },
        body,
      )
    ).quote,
);

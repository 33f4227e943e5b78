import { sideBySideRequestSchema } from '#shared/contracts/side-by-side';
import { sideBySide } from '#use-cases/compare/side-by-side';
import { clock } from '#wiring/deps';
import { httpHandler } from '#wiring/http-handler';
import { marketCatalogue } from '#wiring/market-catalogue';
import { planDocuments } from '#wiring/plan-documents';

/** Stores nothing and sends nothing, so, like compare, it is not limited. */
export const handler = httpHandler(
  { body: sideBySideRequestSchema, maxBodyBytes: 1024 * 1024 },
  ({ body }) =>
    sideBySide({ clock, market: marketCatalogue, planDocuments }, body),
);

import { clock } from '#platform/deps';
import { httpHandler } from '#platform/http-handler';
import { marketCatalogue } from '#platform/market-catalogue';
import { planDocuments } from '#platform/plan-documents';
import { sideBySideRequestSchema } from '#shared/contracts/side-by-side';
import { sideBySide } from '#use-cases/compare/side-by-side';

/** Stores nothing and sends nothing, so, like compare, it is not limited. */
export const handler = httpHandler(
  { body: sideBySideRequestSchema, maxBodyBytes: 1024 * 1024 },
  ({ body }) =>
    sideBySide({ clock, market: marketCatalogue, planDocuments }, body),
);

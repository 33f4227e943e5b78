import { watchTokenSchema } from '#shared/contracts/watches';
import { unsubscribeWatch } from '#use-cases/watches/watch-links';
import { clock } from '#wiring/deps';
import { httpHandler } from '#wiring/http-handler';
import { watchStore } from '#wiring/watch-store';

/**
 * RFC 8058 one-click unsubscribe: the mail client POSTs a form body
 * (`List-Unsubscribe=One-Click`) to the `List-Unsubscribe` URL, so the
 * token is in the query and the body is not read. Not limited per client:
 * a mail provider unsubscribes many users from one address, and only a
 * live 256-bit token does anything (docs/price-alerts.md).
 */
export const handler = httpHandler({ query: watchTokenSchema }, ({ query }) =>
  unsubscribeWatch({ store: watchStore, clock }, query.token),
);

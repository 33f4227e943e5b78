import { clock } from '#platform/deps';
import { httpHandler } from '#platform/http-handler';
import { unsubscribeSchema } from '#shared/contracts/subscriptions';
import { unsubscribe } from '#use-cases/subscriptions/unsubscribe';

export const handler = httpHandler({ body: unsubscribeSchema }, ({ body }) =>
  unsubscribe({ clock }, body.token),
);

import { clock, ids } from '#platform/deps';
import { httpHandler } from '#platform/http-handler';
import { compareRequestSchema } from '#shared/contracts/compare';
import { comparePlans } from '#use-cases/compare/compare-plans';

export const handler = httpHandler(
  { body: compareRequestSchema, maxBodyBytes: 1024 * 1024 },
  ({ body }) => comparePlans({ clock, ids }, body),
);

import { httpHandler } from '#platform/http-handler';
import { listRates } from '#use-cases/plans/list-rates';

export const handler = httpHandler({}, () => listRates());

import { httpHandler } from '#platform/http-handler';
import { listPlans } from '#use-cases/plans/list-plans';

export const handler = httpHandler({}, () => listPlans());

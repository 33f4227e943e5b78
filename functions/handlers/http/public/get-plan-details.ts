import { clock } from '#platform/deps';
import { httpHandler } from '#platform/http-handler';
import { planDocuments } from '#platform/plan-documents';
import { planLookup } from '#platform/plan-lookup';
import { planDetailsPathSchema } from '#shared/contracts/plan-details';
import { getPlanDetails } from '#use-cases/plans/get-plan-details';

/** A read that stores nothing and sends nothing, so it is not limited. */
export const handler = httpHandler(
  { path: planDetailsPathSchema },
  ({ path }) =>
    getPlanDetails(
      { clock, plans: planLookup, documents: planDocuments },
      path.id,
    ),
);

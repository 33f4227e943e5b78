import { planDetailsPathSchema } from '#shared/contracts/plan-details';
import { getPlanDetails } from '#use-cases/plans/get-plan-details';
import { clock } from '#wiring/deps';
import { httpHandler } from '#wiring/http-handler';
import { planDocuments } from '#wiring/plan-documents';
import { planLookup } from '#wiring/plan-lookup';
import { referencePrices } from '#wiring/site-settings';

/** A read that stores nothing and sends nothing, so it is not limited. */
export const handler = httpHandler(
  { path: planDetailsPathSchema },
  ({ path }) =>
    getPlanDetails(
      {
        clock,
        plans: planLookup,
        documents: planDocuments,
        referencePrices,
      },
      path.id,
    ),
);

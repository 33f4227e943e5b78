import { priceUpdateRequestedSchema } from '#shared/events/catalogue';
import { runPriceUpdate } from '#use-cases/plans/import-plans';
import { eventHandler } from '#wiring/event-handler';
import { importPlansDeps } from '#wiring/import-plans';

export const handler = eventHandler(
  'RunPriceUpdate',
  priceUpdateRequestedSchema,
  ({ run }) => runPriceUpdate(importPlansDeps(), run),
);

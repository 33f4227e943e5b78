import { FORM_RATE_LIMIT } from '#platform/http-handler';
import { createWatchSchema } from '#shared/contracts/watches';
import { currentPlanVersionsFrom } from '#use-cases/watches/current-plan-versions';
import { priceWatchIn } from '#use-cases/watches/price-watch';
import { saveWatch } from '#use-cases/watches/save-watch';
import {
  confirmationAddressKey,
  confirmationQuota,
} from '#wiring/confirmation-quota';
import { clock, ids } from '#wiring/deps';
import { httpHandler } from '#wiring/http-handler';
import { marketCatalogue } from '#wiring/market-catalogue';
import { planHistory } from '#wiring/plan-catalogue-store';
import { watchStore } from '#wiring/watch-store';

/**
 * 202 whatever the address, and however many e-mails it had today: the
 * address itself is sent a link to confirm.
 */
export const handler = httpHandler(
  {
    body: createWatchSchema,
    successStatus: 202,
    rateLimit: FORM_RATE_LIMIT,
    // Twelve months of half-hour averages, twice, fit easily.
    maxBodyBytes: 64 * 1024,
  },
  ({ body }) =>
    saveWatch(
      {
        store: watchStore,
        quota: confirmationQuota,
        addressKey: confirmationAddressKey,
        pricer: priceWatchIn(marketCatalogue),
        currentPlanVersions: currentPlanVersionsFrom(
          planHistory,
          marketCatalogue,
        ),
        clock,
        ids,
      },
      body,
    ),
);

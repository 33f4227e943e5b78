import {
  BatchProcessor,
  EventType,
  processPartialResponse,
} from '@aws-lambda-powertools/batch';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type {
  Context,
  SQSBatchResponse,
  SQSEvent,
  SQSRecord,
} from 'aws-lambda';
import { sesMailer } from '#adapters/mail/ses-mailer';
import { priceAlert } from '#adapters/mail/templates/price-alert';
import { queues } from '#manifest/queues';
import { config } from '#platform/config';
import { withDeliveryKey } from '#platform/delivery-key';
import { logger } from '#platform/observability';
import { priceAlertCheckSchema } from '#shared/events/watches';
import { checkWatches } from '#use-cases/watches/check-watches';
import { currentPlanVersionsFrom } from '#use-cases/watches/current-plan-versions';
import { priceWatchIn } from '#use-cases/watches/price-watch';
import { clock, ids } from '#wiring/deps';
import { marketCatalogue } from '#wiring/market-catalogue';
import { planHistory } from '#wiring/plan-catalogue-store';
import { namedBySite } from '#wiring/site-settings';
import { watchStore } from '#wiring/watch-store';

const definition = queues.find((q) => q.id === 'PriceAlerts');

/** Built per batch: the site URL is read when the queue runs. */
const deps = () => ({
  store: watchStore,
  pricer: priceWatchIn(marketCatalogue),
  currentPlanVersions: currentPlanVersionsFrom(planHistory, marketCatalogue),
  mailer: sesMailer,
  clock,
  siteUrl: config('site').SITE_URL,
  render: namedBySite(priceAlert),
  newClaimId: () => ids.next(),
  // An attempt never outlives the function's timeout: an older claim was cut off.
  alertClaimLeaseMs: (definition?.timeoutSeconds ?? 900) * 1000,
  // A resend after a cut-off attempt carries the same key: the mail
  // service can drop it (functions/platform/delivery-key.ts).
  sendOnce: <T>(key: string, send: () => Promise<T>) =>
    withDeliveryKey('CheckPriceAlerts', key, send),
});

/**
 * One message: a bus event naming a batch of saved comparisons. A
 * message with any failed check throws, naming each check's reason, so
 * it alone is received again (those already alerted are skipped) and,
 * after the queue's receives, moves to its dead-letter queue.
 */
async function checkMessage(record: SQSRecord) {
  let check: ReturnType<typeof priceAlertCheckSchema.parse>;
  try {
    const { detail } = JSON.parse(record.body) as { detail: unknown };
    check = priceAlertCheckSchema.parse(detail);
  } catch (error) {
    logger.error('Price alert message unreadable', {
      messageId: record.messageId,
      reason: String(error),
    });
    throw error;
  }
  const { outcomes, failed } = await checkWatches(
    deps(),
    check.watchIds,
    check.catalogueVersion,
  );
  logger.info('Price alert batch', { id: check.id, outcomes });
  for (const { watchId, reason } of failed)
    logger.error('Price alert check failed', {
      messageId: record.messageId,
      watchId,
      reason,
    });
  if (failed.length)
    throw new Error(
      `${failed.length} of ${check.watchIds.length} check(s) failed`,
    );
}

const processor = new BatchProcessor(EventType.SQS);

/** Drains the price alert queue, reporting only the failed messages. */
export const handler = middy<SQSEvent, SQSBatchResponse, Error, Context>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler((event, context) =>
    processPartialResponse(event, checkMessage, processor, {
      context,
      // One message after another: each check's claim and send stay bounded.
      processInParallel: false,
      // A batch that failed whole is reported, not thrown, like any other.
      throwOnFullBatchFailure: false,
    }),
  );

import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
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
import { watchStore } from '#wiring/watch-store';

const definition = queues.find((q) => q.id === 'PriceAlerts');

/** Built per batch: the site URL is read when the queue runs. */
const deps = () => ({
  store: watchStore,
  pricer: priceWatchIn(marketCatalogue),
  currentPlanVersions: currentPlanVersionsFrom(planHistory),
  mailer: sesMailer,
  clock,
  siteUrl: config('site').SITE_URL,
  render: priceAlert,
  newClaimId: () => ids.next(),
  // An attempt never outlives the function's timeout: an older claim was cut off.
  alertClaimLeaseMs: (definition?.timeoutSeconds ?? 900) * 1000,
  // A resend after a cut-off attempt carries the same key: the mail
  // service can drop it (functions/platform/delivery-key.ts).
  sendOnce: <T>(key: string, send: () => Promise<T>) =>
    withDeliveryKey('CheckPriceAlerts', key, send),
});

/**
 * Drains the price alert queue. Each message is a bus event naming a
 * batch of saved comparisons; a message with any failure is retried
 * (those already alerted for the version are skipped) and, after the
 * queue's receives, moves to its dead-letter queue.
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      const { detail } = JSON.parse(record.body) as { detail: unknown };
      const check = priceAlertCheckSchema.parse(detail);
      const { outcomes, failed } = await checkWatches(
        deps(),
        check.watchIds,
        check.catalogueVersion,
      );
      logger.info('Price alert batch', { id: check.id, outcomes, failed });
      if (failed.length)
        throw new Error(
          failed.map((f) => `${f.watchId}: ${f.reason}`).join('; '),
        );
    } catch (error) {
      logger.error('Price alert batch failed', {
        messageId: record.messageId,
        error: String(error),
      });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}

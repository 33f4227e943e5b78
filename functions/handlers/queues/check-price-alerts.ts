import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { sesMailer } from '#adapters/mail/ses-mailer';
import { priceAlert } from '#adapters/mail/templates/price-alert';
import { config } from '#platform/config';
import { logger } from '#platform/observability';
import { priceAlertCheckSchema } from '#shared/events/watches';
import { checkWatches } from '#use-cases/watches/check-watches';
import { currentPlanVersionsFrom } from '#use-cases/watches/current-plan-versions';
import { priceWatchIn } from '#use-cases/watches/price-watch';
import { clock } from '#wiring/deps';
import { marketCatalogue } from '#wiring/market-catalogue';
import { planHistory } from '#wiring/plan-catalogue-store';
import { watchStore } from '#wiring/watch-store';

/** Built per batch: the site URL is read when the queue runs. */
const deps = () => ({
  store: watchStore,
  pricer: priceWatchIn(marketCatalogue),
  currentPlanVersions: currentPlanVersionsFrom(planHistory),
  mailer: sesMailer,
  clock,
  siteUrl: config('site').SITE_URL,
  render: priceAlert,
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
      if (failed.length) throw new Error(`${failed.length} check(s) failed`);
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

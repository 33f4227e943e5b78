import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { eventBridgePublisher } from '#adapters/events/eventbridge-publisher';
import { streamPublisher } from '#manifest/events';
import { logger } from '#platform/observability';
import { publishLeadEvents } from '#use-cases/leads/publish-lead-events';

type Image = Parameters<typeof unmarshall>[0];

/** Table stream → bus. Partial failures resume from the first failed record. */
export const handler = async (
  event: DynamoDBStreamEvent,
): Promise<DynamoDBBatchResponse> => {
  const changes = event.Records.map((record) => ({
    sequenceNumber: record.dynamodb?.SequenceNumber ?? '',
    isInsert: record.eventName === 'INSERT',
    newItem: record.dynamodb?.NewImage
      ? unmarshall(record.dynamodb.NewImage as Image)
      : undefined,
  }));
  const failedAt = await publishLeadEvents(
    {
      publisher: eventBridgePublisher,
      rejected: (lead) =>
        logger.error(streamPublisher.rejectedLogMessage, { lead }),
    },
    changes,
  );
  return {
    batchItemFailures: failedAt ? [{ itemIdentifier: failedAt }] : [],
  };
};

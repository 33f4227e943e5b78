import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  displayStatus,
  type MachineKind,
} from '#shared/domain/status-machines';
import { documentClient, tableName } from './client.ts';
import { leadStatusPartition } from './keys.ts';
import { listSource, sourcePages } from './lead-queue.ts';

/**
 * Puts a kind's leads stored before the status index (AP-A10) into it:
 * each lead whose index key is missing or not its status's gets it, on
 * condition that its status is still the one read (a staff change made
 * meanwhile sets the key itself). Answers how many it moved.
 */
export async function reindexLeadStatuses(kind: MachineKind): Promise<number> {
  let moved = 0;
  for await (const page of sourcePages(listSource(kind), {
    forward: true,
    pageSize: 500,
  })) {
    for (const item of page.items) {
      const partition = leadStatusPartition(
        kind,
        displayStatus(kind, item.status),
      );
      if (item.gsi2pk === partition) continue;
      try {
        await documentClient.send(
          new UpdateCommand({
            TableName: tableName(),
            Key: { pk: item.pk, sk: item.sk },
            UpdateExpression: 'SET gsi2pk = :partition, gsi2sk = gsi1sk',
            ConditionExpression:
              item.status === undefined
                ? 'attribute_not_exists(#status)'
                : '#status = :status',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':partition': partition,
              ...(item.status === undefined ? {} : { ':status': item.status }),
            },
          }),
        );
        moved += 1;
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
    }
  }
  return moved;
}

import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  paginateScan,
} from '@aws-sdk/lib-dynamodb';
import { leadKey } from '#data/keys';
import { leadEvents } from '#shared/events/event-names';
import { localClientConfig } from '../aws.ts';
import { LOCAL_TABLE } from '../environment.ts';

export type StoredLead = Record<string, unknown> & {
  readonly id: string;
  readonly entity: string;
};

const isLead = (item: Record<string, unknown>): item is StoredLead =>
  typeof item.id === 'string' &&
  typeof item.entity === 'string' &&
  Object.hasOwn(leadEvents, item.entity) &&
  item.pk === leadKey(item.id).pk;

function documentClient(endpoint: string) {
  return DynamoDBDocumentClient.from(
    new DynamoDBClient(localClientConfig(endpoint)),
  );
}

/** Every stored lead whose insert publishes an event. */
export async function storedLeads(endpoint: string): Promise<StoredLead[]> {
  const client = documentClient(endpoint);
  try {
    const leads: StoredLead[] = [];
    for await (const page of paginateScan(
      { client },
      { TableName: LOCAL_TABLE, ConsistentRead: true },
    ))
      for (const item of page.Items ?? []) if (isLead(item)) leads.push(item);
    return leads;
  } finally {
    client.destroy();
  }
}

export async function storedLead(
  endpoint: string,
  id: string,
): Promise<StoredLead | undefined> {
  const client = documentClient(endpoint);
  try {
    const { Item } = await client.send(
      new GetCommand({
        TableName: LOCAL_TABLE,
        Key: leadKey(id),
        ConsistentRead: true,
      }),
    );
    return Item && isLead(Item) ? Item : undefined;
  } finally {
    client.destroy();
  }
}

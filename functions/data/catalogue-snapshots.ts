import {
  BatchWriteCommand,
  type BatchWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type {
  CatalogueStore,
  PublishedCatalogue,
  SnapshotRef,
} from '#use-cases/ports-catalogue';
import { documentClient, tableName } from './client.ts';
import {
  applied,
  conditionalUpdate,
  entityItem,
  entityPut,
  writeItems,
} from './conditional-write.ts';
import {
  catalogueSnapshotChunkKey,
  catalogueSnapshotPk,
  catalogueVersionKey,
  Entity,
} from './keys.ts';
import { activePlanMemberships, getPlanRecords, getTariffs } from './plans.ts';
import { getItem, queryItems } from './reads.ts';
import { decodeSnapshot, encodeSnapshot, sha256Of } from './snapshot-codec.ts';

/**
 * Catalogue snapshots live in the table as compressed chunks under 400 KB
 * (the item limit), so the local stack runs the same code against DynamoDB
 * Local and a function needs no second store (docs/catalogue.md).
 */

/** Bytes of compressed snapshot per item, under DynamoDB's 400 KB limit. */
export const CHUNK_BYTES = 350_000;

/** A snapshot that is missing, cut short or not the one asked for. */
export class SnapshotUnreadableError extends Error {
  override readonly name = 'SnapshotUnreadableError';
}

const BATCH_WRITE_LIMIT = 25;

async function batchWrite(
  requests: NonNullable<BatchWriteCommandInput['RequestItems']>[string],
) {
  for (let start = 0; start < requests.length; start += BATCH_WRITE_LIMIT) {
    let pending = requests.slice(start, start + BATCH_WRITE_LIMIT);
    for (let attempt = 0; pending.length; attempt++) {
      if (attempt >= 8) throw new Error('snapshot chunks left unwritten');
      if (attempt) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
      const result = await documentClient.send(
        new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }),
      );
      pending = result.UnprocessedItems?.[tableName()] ?? [];
    }
  }
}

/** Writes one snapshot as chunks; the ref says how to read it back whole. */
export async function writeSnapshot(
  snapshotId: string,
  partition: string,
  payload: unknown,
): Promise<SnapshotRef> {
  const { body, sha256 } = encodeSnapshot(payload);
  const chunks = Math.max(1, Math.ceil(body.length / CHUNK_BYTES));
  const requests = Array.from({ length: chunks }, (_, chunk) => ({
    PutRequest: {
      Item: entityItem(
        catalogueSnapshotChunkKey(snapshotId, partition, chunk),
        Entity.catalogueSnapshotChunk,
        { body: body.subarray(chunk * CHUNK_BYTES, (chunk + 1) * CHUNK_BYTES) },
      ),
    },
  }));
  await batchWrite(requests);
  return { snapshotId, partition, chunks, bytes: body.length, sha256 };
}

/**
 * Reads a snapshot back. Throws {@link SnapshotUnreadableError} unless
 * every chunk is there and the bytes hash to what was written.
 */
export async function readSnapshot(ref: SnapshotRef): Promise<unknown> {
  const parts: Uint8Array[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await queryItems({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: {
        ':pk': catalogueSnapshotPk(ref.snapshotId, ref.partition),
      },
      ExclusiveStartKey: cursor,
    });
    for (const item of page.Items ?? []) parts.push(item.body as Uint8Array);
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  const body = Buffer.concat(parts);
  const where = `${ref.partition} (${ref.snapshotId})`;
  if (parts.length !== ref.chunks || body.length !== ref.bytes)
    throw new SnapshotUnreadableError(
      `snapshot ${where}: ${parts.length} of ${ref.chunks} chunks, ${body.length} of ${ref.bytes} bytes`,
    );
  if (sha256Of(body) !== ref.sha256)
    throw new SnapshotUnreadableError(`snapshot ${where}: checksum differs`);
  try {
    return decodeSnapshot(body);
  } catch (error) {
    throw new SnapshotUnreadableError(`snapshot ${where}: ${String(error)}`);
  }
}

/** Lets a superseded snapshot expire once warm functions have moved on. */
export async function expireSnapshot(
  ref: SnapshotRef,
  expiresAt: number,
): Promise<void> {
  // A chunk already gone (deleted or expired) stays gone.
  for (let chunk = 0; chunk < ref.chunks; chunk++)
    await applied(
      writeItems([
        conditionalUpdate(
          catalogueSnapshotChunkKey(ref.snapshotId, ref.partition, chunk),
          'SET expiresAt = :at',
          { expression: 'attribute_exists(pk)', values: { ':at': expiresAt } },
        ),
      ]),
    );
}

/**
 * The catalogue version warm functions compare against (AP10); read at
 * most once a second per warm function.
 */
export async function readPublishedCatalogue(): Promise<PublishedCatalogue> {
  const item = await getItem({
    TableName: tableName(),
    Key: catalogueVersionKey(),
    ConsistentRead: true,
  });
  const version = typeof item?.version === 'string' ? item.version : 'none';
  const index = item?.index as SnapshotRef | undefined;
  return { version, index: index?.snapshotId ? index : undefined };
}

/** Makes a new catalogue current in one write: the last step of a run. */
export async function publishCatalogue(
  version: string,
  index: SnapshotRef,
): Promise<void> {
  await writeItems([
    entityPut({
      key: catalogueVersionKey(),
      entity: Entity.catalogueVersion,
      attributes: { version, index },
      schemaVersion: 2,
    }),
  ]);
}

/** The table behind the CatalogueStore port: plans and their snapshots. */
export const dynamoCatalogueStore: CatalogueStore = {
  activePlanMemberships,
  getPlanRecords,
  getTariffs,
  readPublished: readPublishedCatalogue,
  readSnapshot,
  writeSnapshot,
  expireSnapshot,
  publish: publishCatalogue,
};

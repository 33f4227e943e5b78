import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { _Record } from '@aws-sdk/client-dynamodb-streams';
import { describe, expect, it, onTestFinished } from 'vitest';
import { parkedBatches, type StreamPublish } from './parked-batches.ts';

const record = (sequence: string, leadId: string): _Record => ({
  eventName: 'INSERT',
  dynamodb: {
    SequenceNumber: sequence,
    NewImage: { id: { S: leadId }, entity: { S: 'CallbackRequest' } },
  },
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'parked-stream-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return join(dir, 'parked-stream');
}

const published: _Record[][] = [];
const publishing: StreamPublish = async ({ Records }) => {
  published.push(Records);
  return { batchItemFailures: [] };
};

describe('parked stream batches', () => {
  it('keeps a parked batch across a restart, with its records', async () => {
    // Arrange
    const dir = tempDir();
    const before = await parkedBatches('PublishLeadEvents', dir);
    // Act
    await before.add([record('100', 'a'), record('101', 'b')], 'bus down', 11);
    const after = await parkedBatches('PublishLeadEvents', dir);
    // Assert
    expect(after.entries).toHaveLength(1);
    expect(after.entries[0]).toMatchObject({
      id: 'stream-100',
      error: 'bus down',
      attempts: 11,
    });
    expect(after.entries[0]?.records.map((r) => r.dynamodb?.NewImage)).toEqual([
      { id: { S: 'a' }, entity: { S: 'CallbackRequest' } },
      expect.anything(),
    ]);
  });

  it('hands a redriven batch to the publisher and forgets it once published, also on disk', async () => {
    // Arrange
    const dir = tempDir();
    const batches = await parkedBatches('PublishLeadEvents', dir);
    await batches.add([record('200', 'c')], 'bus down', 11);
    published.length = 0;
    // Act
    const results = await batches.redrive(publishing);
    // Assert
    expect(results).toEqual([
      {
        eventId: 'stream-200',
        consumer: 'PublishLeadEvents',
        detailType: 'table stream batch of 1',
        outcome: 'delivered',
      },
    ]);
    expect(published).toEqual([[record('200', 'c')]]);
    expect(batches.entries).toEqual([]);
    expect((await parkedBatches('PublishLeadEvents', dir)).entries).toEqual([]);
  });

  it('keeps a batch whose records fail again, saying why', async () => {
    // Arrange
    const batches = await parkedBatches('PublishLeadEvents', tempDir());
    await batches.add([record('300', 'd')], 'bus down', 11);
    const stillFailing: StreamPublish = async () => ({
      batchItemFailures: [{ itemIdentifier: '300' }],
    });
    const throwing: StreamPublish = async () => {
      throw new Error('still down');
    };
    // Act
    const [again] = await batches.redrive(stillFailing);
    const [thrown] = await batches.redrive(throwing, 'stream-300');
    // Assert
    expect(again).toMatchObject({
      outcome: 'parked',
      error: '1 record(s) failed again',
    });
    expect(thrown).toMatchObject({
      outcome: 'parked',
      error: 'Error: still down',
    });
    expect(batches.entries.map((e) => e.id)).toEqual(['stream-300']);
  });

  it('redrives only the batch named', async () => {
    // Arrange
    const batches = await parkedBatches('PublishLeadEvents', tempDir());
    await batches.add([record('400', 'e')], 'bus down', 11);
    await batches.add([record('500', 'f')], 'bus down', 11);
    // Act
    const results = await batches.redrive(publishing, 'stream-500');
    // Assert
    expect(results.map((r) => r.eventId)).toEqual(['stream-500']);
    expect(batches.entries.map((e) => e.id)).toEqual(['stream-400']);
  });

  it('refuses to park where nothing can be written, keeping nothing it could not keep', async () => {
    // Arrange: the folder is a file, so every write under it fails.
    const dir = tempDir();
    const batches = await parkedBatches('PublishLeadEvents', dir);
    rmSync(dir, { recursive: true });
    writeFileSync(dir, 'not a folder');
    // Act
    const parking = batches.add([record('600', 'g')], 'bus down', 11);
    // Assert
    await expect(parking).rejects.toThrow();
    expect(batches.entries).toEqual([]);
  });
});

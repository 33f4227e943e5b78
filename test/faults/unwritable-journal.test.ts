import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RedriveResult } from '../../infra/local/bus/event-bus.ts';
import { redriveParked } from '../../infra/local/redrive-client.ts';
import { scenarioDataDir, until } from './support/data-dir.ts';
import { postLead, settledReconciliation } from './support/leads.ts';
import { stackOn } from './support/stack-on.ts';
import type { StackProcess } from './support/stack-process.ts';

/** Makes a folder of the stack's data a file: every write under it fails. */
function breakFolder(dataDir: string, name: string): () => void {
  const path = join(dataDir, name);
  rmSync(path, { recursive: true, force: true });
  writeFileSync(path, 'not a folder');
  return () => {
    rmSync(path, { force: true });
    mkdirSync(path);
  };
}

const parkedStreamBatches = async (stack: StackProcess) => {
  const response = await fetch(`${stack.url}/_dev/parked.json`);
  const { streamBatches } = (await response.json()) as {
    streamBatches: { id: string }[];
  };
  return streamBatches;
};

// The stream publisher's ten retries, each a PutEvents the bus refuses:
// about a minute on loaded cores.
const PAST_THE_RETRIES_MS = 150_000;

describe('a bus journal that cannot be written for longer than the stream retries', () => {
  it('parks the answered lead with its stream batch, and a redrive e-mails it once', async () => {
    // Arrange: the bus can journal (and so accept) no event.
    const dataDir = scenarioDataDir();
    const stack = await stackOn(dataDir);
    const mendJournal = breakFolder(dataDir, 'bus-journal');
    // Act
    const answered = await postLead(stack, 'journal-unwritable');
    await until(
      async () => (await parkedStreamBatches(stack)).length > 0,
      PAST_THE_RETRIES_MS,
    );
    mendJournal();
    const redriven: RedriveResult[] = await redriveParked(stack.url);
    const leads = answered.lead ? [answered.lead] : [];
    const result = await settledReconciliation(stack, leads);
    // Assert
    expect(answered.status).toBe(201);
    expect(redriven).toContainEqual(
      expect.objectContaining({
        consumer: 'PublishLeadEvents',
        outcome: 'delivered',
      }),
    );
    expect(await parkedStreamBatches(stack)).toEqual([]);
    expect(result).toMatchObject({
      stored: 1,
      emailed: 1,
      lost: [],
      duplicated: [],
    });
  }, 240_000);

  it('keeps the batch in the stream while it cannot be parked either, and e-mails the lead once the journal is writable', async () => {
    // Arrange: neither the journal nor the parked batches can be written.
    const dataDir = scenarioDataDir();
    const stack = await stackOn(dataDir);
    const mendJournal = breakFolder(dataDir, 'bus-journal');
    const mendParked = breakFolder(dataDir, 'parked-stream');
    // Act
    const answered = await postLead(stack, 'journal-and-parked-unwritable');
    await until(
      () => stack.stderr().includes('could not park the records'),
      PAST_THE_RETRIES_MS,
    );
    mendParked();
    mendJournal();
    const leads = answered.lead ? [answered.lead] : [];
    const result = await settledReconciliation(stack, leads, 60_000);
    // Assert
    expect(answered.status).toBe(201);
    expect(result).toMatchObject({
      stored: 1,
      emailed: 1,
      lost: [],
      duplicated: [],
    });
  }, 270_000);
});

import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { ConsumerDefinition } from '#manifest/events';
import { freePort } from '../net.ts';
import { type BusOptions, type LocalBus, startBus } from './event-bus.ts';
import type { BusEvent } from './put-events.ts';

const consumer: ConsumerDefinition = {
  id: 'SendCallbackEmail',
  handler: 'events/unused',
  pattern: { source: ['test'] },
  retryAttempts: 1,
  maxEventAgeSeconds: 60,
  table: { partitions: [] },
  sendsMail: true,
};

function dirs() {
  const root = mkdtempSync(join(tmpdir(), 'bus-'));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  return { journalDir: join(root, 'journal'), parkedDir: join(root, 'parked') };
}

async function bus(
  where: ReturnType<typeof dirs>,
  deliver: BusOptions['deliver'],
): Promise<LocalBus> {
  const started = await startBus({
    port: await freePort(),
    consumers: [consumer],
    deliver,
    retryBaseMs: 5,
    stopGraceMs: 100,
    ...where,
  });
  onTestFinished(() => started.stop());
  return started;
}

async function put(endpoint: string, lead: string): Promise<string> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'x-amz-target': 'AWSEvents.PutEvents' },
    body: JSON.stringify({
      Entries: [
        { Source: 'test', DetailType: 'T', Detail: JSON.stringify({ lead }) },
      ],
    }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { Entries: { EventId: string }[] };
  return body.Entries[0]?.EventId ?? '';
}

/** A delivery that never finishes, as one cut short by a crash. */
const hang = () => new Promise<never>(() => undefined);

describe('the local bus journal', () => {
  it('has an accepted event on disk when PutEvents answers, and resumes it on the next start', async () => {
    // Arrange: the first bus accepts but never finishes delivering.
    const where = dirs();
    const first = await bus(where, hang);
    // Act
    const eventId = await put(first.endpoint, 'L1');
    // Assert: journalled before the answer.
    expect(readdirSync(where.journalDir)).toEqual([`${eventId}.json`]);
    // Act: a second bus on the same folder, as after a kill -9.
    const delivered: BusEvent[] = [];
    const second = await bus(where, async (_c, event) => {
      delivered.push(event);
    });
    await second.idle();
    // Assert: delivered once, then removed from the journal.
    expect(delivered.map((e) => [e.id, e.detail.lead])).toEqual([
      [eventId, 'L1'],
    ]);
    expect(readdirSync(where.journalDir)).toEqual([]);
  });

  it('removes an entry once its event is parked, and keeps it when stopped mid-retry', async () => {
    // Arrange
    const where = dirs();
    const failing = await bus(where, async () => {
      throw new Error('SES down');
    });
    // Act
    const parkedId = await put(failing.endpoint, 'L2');
    await failing.idle();
    // Assert
    expect(failing.parked.map((p) => p.event.id)).toEqual([parkedId]);
    expect(readdirSync(where.journalDir)).toEqual([]);

    // Arrange: a bus whose consumer fails until it is stopped.
    let calls = 0;
    const stopped = await bus(where, async () => {
      calls++;
      throw new Error('throttled');
    });
    const keptId = await put(stopped.endpoint, 'L3');
    await expect.poll(() => calls).toBeGreaterThan(0);
    // Act
    await stopped.stop();
    // Assert: not parked, not lost; it waits in the journal.
    expect(stopped.parked.map((p) => p.event.id)).toEqual([parkedId]);
    expect(readdirSync(where.journalDir)).toEqual([`${keptId}.json`]);
  });
});

describe('redrive', () => {
  it('keeps a parked event until delivered, and two redrives at once replay it once', async () => {
    // Arrange
    const where = dirs();
    let failing = true;
    const sent: string[] = [];
    const local = await bus(where, async (_c, event) => {
      if (failing) throw new Error('SES down');
      sent.push(event.id);
    });
    const eventId = await put(local.endpoint, 'L4');
    await local.idle();
    failing = false;
    // Act
    const [one, two] = await Promise.all([local.redrive(), local.redrive()]);
    // Assert
    expect([...(one ?? []), ...(two ?? [])]).toEqual([
      expect.objectContaining({ eventId, outcome: 'delivered' }),
    ]);
    expect(sent).toEqual([eventId]);
    expect(local.parked).toEqual([]);
    expect(readdirSync(where.parkedDir)).toEqual([]);
  });

  it('leaves the parked event in place when the redrive is cut short', async () => {
    // Arrange
    const where = dirs();
    const failing = await bus(where, async () => {
      throw new Error('SES down');
    });
    const eventId = await put(failing.endpoint, 'L5');
    await failing.idle();
    await failing.stop();
    // Act: a redrive whose delivery never finishes (a crash).
    const crashing = await bus(where, hang);
    void crashing.redrive();
    await expect.poll(() => crashing.parked.length).toBe(1);
    const after = await bus(where, async () => undefined);
    // Assert: still parked on disk, and a later redrive delivers it.
    expect(after.parked.map((p) => p.event.id)).toEqual([eventId]);
    expect(await after.redrive()).toEqual([
      expect.objectContaining({ eventId, outcome: 'delivered' }),
    ]);
    expect(readdirSync(where.parkedDir)).toEqual([]);
  });
});

describe('a delivery of the same event in progress elsewhere', () => {
  it('is waited for, not counted as a failure: the redrive delivers instead of parking again', async () => {
    // Arrange: parked, then replayed while another delivery still sends.
    const where = dirs();
    let failing = true;
    let refusals = 0;
    const local = await bus(where, async () => {
      if (failing) throw new Error('SES down');
      if (refusals < consumer.retryAttempts + 3) {
        refusals++;
        throw Object.assign(new Error('already in progress'), {
          name: 'IdempotencyAlreadyInProgressError',
        });
      }
    });
    const eventId = await put(local.endpoint, 'L6');
    await local.idle();
    failing = false;
    // Act
    const results = await local.redrive();
    // Assert
    expect(results).toEqual([
      expect.objectContaining({ eventId, outcome: 'delivered' }),
    ]);
    expect(local.parked).toEqual([]);
  });
});

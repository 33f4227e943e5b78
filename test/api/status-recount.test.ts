import { afterAll, describe, expect, it } from 'vitest';
import { seedLead } from '#test-support/admin-seed';
import { pointAtStackTable } from '#test-support/handler-env';
import { tableClient } from '#test-support/table';

pointAtStackTable();
const { recountLeadStatuses } = await import('#data/recount-statuses');
const { leadStatusCounterKey } = await import('#data/keys');
const { allLeads } = await import('#data/lead-search');
const { reindexLeadStatuses } = await import('#data/reindex-statuses');
const { queueLeads } = await import('#data/lead-queue');
const { leadKey } = await import('#data/keys');

const table = tableClient();
afterAll(() => table.close());

const counter = async (status: string) =>
  Number((await table.get(leadStatusCounterKey('switch', status)))?.count);

describe('recounting status counters', () => {
  it('sets each status counter to the records it counts, over every page', async () => {
    // Arrange: leads whose counters were lost, as before the counters existed.
    for (let i = 0; i < 3; i += 1) await seedLead('switch');
    await seedLead('switch', { status: 'completed' });
    await seedLead('switch', { status: 'no-such-status' });
    for (const status of ['pending', 'completed', 'cancelled'])
      await table.put({ ...leadStatusCounterKey('switch', status), count: 0 });
    const expected: Record<string, number> = {};
    for await (const lead of allLeads('switch', '')) {
      const status = lead.status === 'no-such-status' ? 'pending' : lead.status;
      expected[String(status)] = (expected[String(status)] ?? 0) + 1;
    }
    // Act
    const counts = await recountLeadStatuses('switch');
    // Assert
    expect(counts.pending).toBe(expected.pending);
    expect(counts.completed).toBe(expected.completed);
    expect(await counter('pending')).toBe(expected.pending);
    expect(await counter('completed')).toBe(expected.completed);
    expect(await counter('cancelled')).toBe(expected.cancelled ?? 0);
    expect(expected.pending).toBeGreaterThanOrEqual(4);
  });
});

describe('indexing leads stored before the status index', () => {
  it('puts them into their status list, and leaves indexed ones alone', async () => {
    // Arrange: a lead written without the index keys, as before the index.
    const id = await seedLead('callback', { name: `Legacy ${Date.now()}` });
    const {
      gsi2pk: _pk,
      gsi2sk: _sk,
      ...legacy
    } = (await table.get(leadKey(id))) ?? {};
    await table.put(legacy);
    const pending = () =>
      queueLeads('callback', {
        status: 'pending',
        sort: 'newest',
        q: String(legacy.name),
        limit: 10,
      });
    expect((await pending()).items).toHaveLength(0);
    // Act
    const moved = await reindexLeadStatuses('callback');
    const again = await reindexLeadStatuses('callback');
    // Assert
    expect(moved).toBeGreaterThanOrEqual(1);
    expect(again).toBe(0);
    expect((await pending()).items.map((lead) => lead.id)).toEqual([id]);
  });
});

import { describe, expect, it } from 'vitest';
import { createCallbackRequestSchema } from '#shared/contracts/callbacks';
import { inMemoryCallbackRequests } from '#test-support/in-memory-leads';
import { inMemoryPeople } from '#test-support/in-memory-people';
import { requestCallback } from './request-callback.ts';

const NOW = new Date('2026-11-24T10:00:00Z');

function setUp() {
  const callbacks = inMemoryCallbackRequests();
  let next = 0;
  let minutes = 0;
  const deps = {
    clock: { now: () => new Date(NOW.getTime() + 60_000 * minutes++) },
    ids: { next: () => `cb-${++next}` },
    callbacks: callbacks.store,
    people: inMemoryPeople().store,
  };
  return { deps, callbacks };
}

const form = createCallbackRequestSchema.parse({
  name: 'Jo Citizen',
  phone: '0400 111 222',
  email: 'jo@example.com',
});

describe('requestCallback', () => {
  it('stores the request as pending and answers with its id and time', async () => {
    const { deps, callbacks } = setUp();
    const created = await requestCallback(deps, form, 'key-1');
    expect(created).toEqual({
      id: 'cb-1',
      status: 'pending',
      createdAt: NOW.toISOString(),
    });
    expect(callbacks.saved()).toEqual([
      expect.objectContaining({ ...form, id: 'cb-1', status: 'pending' }),
    ]);
  });

  it('answers a repeated key with the request it first made', async () => {
    const { deps, callbacks } = setUp();
    const first = await requestCallback(deps, form, 'key-1');
    const again = await requestCallback(deps, form, 'key-1');
    expect(again).toEqual(first);
    expect(callbacks.saved()).toHaveLength(1);
  });

  it('stores each request sent without a key', async () => {
    const { deps, callbacks } = setUp();
    await requestCallback(deps, form, undefined);
    await requestCallback(deps, form, undefined);
    expect(callbacks.saved().map((c) => c.id)).toEqual(['cb-1', 'cb-2']);
  });
});

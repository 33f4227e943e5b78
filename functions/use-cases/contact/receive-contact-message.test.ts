import { describe, expect, it } from 'vitest';
import { createContactMessageSchema } from '#shared/contracts/contact';
import { inMemoryContactMessages } from '#test-support/in-memory-leads';
import { receiveContactMessage } from './receive-contact-message.ts';

const NOW = new Date('2026-11-24T10:00:00Z');

function setUp() {
  const messages = inMemoryContactMessages();
  let next = 0;
  const deps = {
    clock: { now: () => NOW },
    ids: { next: () => `msg-${++next}` },
    messages: messages.store,
  };
  return { deps, messages };
}

const form = createContactMessageSchema.parse({
  name: 'Jo Citizen',
  email: 'Jo@Example.com',
  message: 'Do you cover Tasmania?',
});

describe('receiveContactMessage', () => {
  it('stores the message with its id and time', async () => {
    const { deps, messages } = setUp();
    const created = await receiveContactMessage(deps, form, 'key-1');
    expect(created).toEqual({ id: 'msg-1', createdAt: NOW.toISOString() });
    expect(messages.saved()).toEqual([
      { ...form, id: 'msg-1', createdAt: NOW.toISOString() },
    ]);
  });

  it('answers a repeated key with the id first stored', async () => {
    const { deps, messages } = setUp();
    await receiveContactMessage(deps, form, 'key-1');
    const again = await receiveContactMessage(deps, form, 'key-1');
    expect(again.id).toBe('msg-1');
    expect(messages.saved()).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../ports.ts';
import { publishLeadEvents, type RejectedLead } from './publish-lead-events.ts';

const callback = (id: string, extra: Record<string, unknown> = {}) => ({
  entity: 'CallbackRequest',
  id,
  createdAt: '2026-11-22T00:00:00.000Z',
  name: 'Jo',
  email: 'jo@example.com',
  phone: '0400 000 000',
  postcode: '2000',
  preferredTime: 'anytime',
  currentRetailer: '',
  message: '',
  status: 'pending',
  ...extra,
});

const change = (
  sequenceNumber: string,
  newItem: Record<string, unknown>,
  isInsert = true,
) => ({
  sequenceNumber,
  isInsert,
  newItem,
});

function fakePublisher(failIndexes: number[] = []) {
  const published: DomainEvent[] = [];
  return {
    published,
    publish: async (events: readonly DomainEvent[]) => {
      published.push(...events);
      return failIndexes;
    },
  };
}

describe('publishLeadEvents', () => {
  it('publishes one event per new lead and ignores other items and updates', async () => {
    // Arrange
    const publisher = fakePublisher();
    const rejected: RejectedLead[] = [];
    // Act
    const resumeAt = await publishLeadEvents(
      { publisher, rejected: (r) => rejected.push(r) },
      [
        change('1', callback('A')),
        change('2', { entity: 'Counter', count: 3 }),
        change('3', callback('B'), false),
      ],
    );
    // Assert
    expect(resumeAt).toBeUndefined();
    expect(publisher.published.map((e) => [e.detailType, e.detail.id])).toEqual(
      [['CallbackRequested', 'A']],
    );
    expect(rejected).toEqual([]);
  });

  it('resumes from the first failed entry', async () => {
    const publisher = fakePublisher([1]);
    const resumeAt = await publishLeadEvents(
      { publisher, rejected: () => undefined },
      [
        change('10', callback('A')),
        change('11', callback('B')),
        change('12', callback('C')),
      ],
    );
    expect(resumeAt).toBe('11');
  });

  it('reports a lead that fails its event schema and lets the rest through', async () => {
    // Arrange: a record missing its phone can never make a valid event.
    const publisher = fakePublisher();
    const rejected: RejectedLead[] = [];
    const { phone, ...noPhone } = callback('BAD');
    // Act
    const resumeAt = await publishLeadEvents(
      { publisher, rejected: (r) => rejected.push(r) },
      [change('20', noPhone), change('21', callback('GOOD'))],
    );
    // Assert
    expect(phone).toBeDefined();
    expect(resumeAt).toBeUndefined();
    expect(rejected).toEqual([
      { entity: 'CallbackRequest', id: 'BAD', fields: ['phone'] },
    ]);
    expect(publisher.published.map((e) => e.detail.id)).toEqual(['GOOD']);
  });
});

import { describe, expect, it } from 'vitest';
import { ValidationError } from '#platform/errors';
import { inMemoryLeadChanges } from '#test-support/in-memory-lead-changes';
import { changeStatuses } from './change-statuses.ts';

const NOW = new Date('2026-11-24T10:00:00Z');
const clock = { now: () => NOW };
const staff = { sub: 'staff-1', username: 'sam@example.com' };

function setUp() {
  const leads = inMemoryLeadChanges([
    { id: 'sw-1', kind: 'switch', status: 'pending' },
    { id: 'sw-2', kind: 'switch', status: 'in_progress' },
    { id: 'sw-3', kind: 'switch', status: 'pending' },
    { id: 'cb-1', kind: 'callback', status: 'pending' },
  ]);
  return { leads, deps: { clock, leads: leads.store } };
}

describe('changeStatuses', () => {
  it('moves every selected row from the status staff saw, each audited', async () => {
    const { leads, deps } = setUp();
    const result = await changeStatuses(
      deps,
      'switch',
      {
        to: 'cancelled',
        leads: [
          { id: 'sw-1', from: 'pending' },
          { id: 'sw-2', from: 'in_progress' },
        ],
      },
      staff,
    );
    expect(result).toEqual({
      to: 'cancelled',
      changed: ['sw-1', 'sw-2'],
      skipped: [],
    });
    expect(leads.statusOf('sw-2')).toBe('cancelled');
    expect(leads.auditOf('sw-1')).toEqual([
      {
        at: NOW.toISOString(),
        actor: staff,
        action: 'status',
        changes: { status: ['pending', 'cancelled'] },
      },
    ]);
  });

  it('leaves a row that changed meanwhile as it is and says which', async () => {
    const { leads, deps } = setUp();
    const result = await changeStatuses(
      deps,
      'switch',
      {
        to: 'in_progress',
        leads: [
          { id: 'sw-1', from: 'pending' },
          // Staff saw it pending; someone else already started it.
          { id: 'sw-2', from: 'pending' },
          { id: 'gone', from: 'pending' },
          { id: 'sw-3', from: 'pending' },
        ],
      },
      staff,
    );
    expect(result.changed).toEqual(['sw-1', 'sw-3']);
    expect(result.skipped).toEqual([
      { id: 'sw-2', reason: 'changed', status: 'in_progress' },
      { id: 'gone', reason: 'missing' },
    ]);
    expect(leads.statusOf('sw-2')).toBe('in_progress');
    expect(leads.auditOf('sw-2')).toEqual([]);
  });

  it('skips a move the status machine forbids without writing it', async () => {
    const { leads, deps } = setUp();
    const result = await changeStatuses(
      deps,
      'switch',
      { to: 'completed', leads: [{ id: 'sw-1', from: 'pending' }] },
      staff,
    );
    expect(result).toEqual({
      to: 'completed',
      changed: [],
      skipped: [{ id: 'sw-1', reason: 'not-allowed' }],
    });
    expect(leads.statusOf('sw-1')).toBe('pending');
  });

  it('refuses a status the kind does not know, naming the field', async () => {
    const { deps } = setUp();
    const refusal = changeStatuses(
      deps,
      'callback',
      { to: 'in_progress', leads: [{ id: 'cb-1', from: 'pending' }] },
      staff,
    );
    await expect(refusal).rejects.toThrow(ValidationError);
    await expect(refusal).rejects.toMatchObject({ field: 'to' });
  });

  it('changes more rows than it writes at once', async () => {
    const many = Array.from({ length: 20 }, (_, i) => ({
      id: `cb-${i}`,
      kind: 'callback' as const,
      status: 'pending',
    }));
    const leads = inMemoryLeadChanges(many);
    const result = await changeStatuses(
      { clock, leads: leads.store },
      'callback',
      {
        to: 'completed',
        leads: many.map(({ id }) => ({ id, from: 'pending' })),
      },
      staff,
    );
    expect(result.changed).toEqual(many.map(({ id }) => id));
    expect(many.every(({ id }) => leads.statusOf(id) === 'completed')).toBe(
      true,
    );
  });
});

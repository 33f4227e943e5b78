import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from '#platform/errors';
import { inMemoryLeadChanges } from '#test-support/in-memory-lead-changes';
import { inMemoryPeople } from '#test-support/in-memory-people';
import { changeStatus } from './change-status.ts';
import { deleteInquiry } from './delete-inquiry.ts';
import { getLeadDetail } from './get-lead.ts';

const NOW = new Date('2026-11-24T10:00:00Z');
const clock = { now: () => NOW };
const staff = { sub: 'staff-1', username: 'sam' };

function setUp() {
  const leads = inMemoryLeadChanges([
    { id: 'cb-1', kind: 'callback', status: 'pending', name: 'Jo' },
    { id: 'in-1', kind: 'inquiry', status: 'new', name: 'Al' },
  ]);
  return { leads, deps: { clock, leads: leads.store } };
}

describe('changeStatus', () => {
  it('moves a lead along its machine and records who did it', async () => {
    const { leads, deps } = setUp();
    const changed = await changeStatus(
      deps,
      'callback',
      'cb-1',
      { from: 'pending', to: 'completed' },
      staff,
    );
    expect(changed).toEqual({ id: 'cb-1', status: 'completed' });
    expect(leads.statusOf('cb-1')).toBe('completed');
    expect(leads.auditOf('cb-1')).toEqual([
      {
        at: NOW.toISOString(),
        actor: staff,
        action: 'status',
        changes: { status: ['pending', 'completed'] },
      },
    ]);
  });

  it('refuses a move the machine forbids without touching the lead', async () => {
    const { leads, deps } = setUp();
    await expect(
      changeStatus(
        deps,
        'callback',
        'cb-1',
        { from: 'completed', to: 'pending' },
        staff,
      ),
    ).rejects.toThrow(ConflictError);
    expect(leads.statusOf('cb-1')).toBe('pending');
  });

  it('answers 409 naming the current status when the lead moved on', async () => {
    const { deps } = setUp();
    await expect(
      changeStatus(
        deps,
        'inquiry',
        'in-1',
        { from: 'contacted', to: 'converted' },
        staff,
      ),
    ).rejects.toThrow(/it is now new/);
  });

  it('answers 404 for a lead of another kind or none', async () => {
    const { deps } = setUp();
    await expect(
      changeStatus(
        deps,
        'inquiry',
        'cb-1',
        { from: 'new', to: 'contacted' },
        staff,
      ),
    ).rejects.toThrow(NotFoundError);
  });
});

describe('deleteInquiry', () => {
  it('deletes an inquiry in the status staff saw and audits it', async () => {
    const { leads, deps } = setUp();
    expect(await deleteInquiry(deps, 'in-1', 'new', staff)).toEqual({
      id: 'in-1',
      deleted: true,
      restorableUntil: '2026-12-24T10:00:00.000Z',
    });
    expect(leads.exists('in-1')).toBe(false);
    expect(leads.auditOf('in-1')[0]?.changes).toEqual({
      status: ['new', 'deleted'],
    });
  });

  it('keeps an inquiry whose status changed since staff saw it', async () => {
    const { leads, deps } = setUp();
    await expect(
      deleteInquiry(deps, 'in-1', 'contacted', staff),
    ).rejects.toThrow(ConflictError);
    expect(leads.exists('in-1')).toBe(true);
  });

  it('answers 404 for a call back id: only inquiries are deleted', async () => {
    const { leads, deps } = setUp();
    await expect(deleteInquiry(deps, 'cb-1', undefined, staff)).rejects.toThrow(
      NotFoundError,
    );
    expect(leads.exists('cb-1')).toBe(true);
  });
});

describe('getLeadDetail', () => {
  it('answers the record with its audit trail', async () => {
    const { deps } = setUp();
    await changeStatus(
      deps,
      'inquiry',
      'in-1',
      { from: 'new', to: 'contacted' },
      staff,
    );
    const detail = await getLeadDetail(
      { leads: deps.leads, people: inMemoryPeople().store },
      'inquiry',
      'in-1',
    );
    expect(detail.record).toMatchObject({ id: 'in-1', status: 'contacted' });
    expect(detail.audit).toHaveLength(1);
    expect(detail.thread).toBeUndefined();
  });

  it('lists the person’s other leads beside the record', async () => {
    const people = inMemoryPeople();
    const leads = {
      getLead: async () => ({
        record: { id: 'in-1', personId: 'in-1' },
        audit: [],
      }),
    };
    const keys = [{ kind: 'phone' as const, value: '0400111222' }];
    const thread = { personId: 'in-1', inquiryId: 'in-1' };
    await people.store.join(
      keys,
      thread,
      { kind: 'inquiry', id: 'in-1', createdAt: 'a' },
      true,
    );
    await people.store.join(
      keys,
      thread,
      { kind: 'switch', id: 'sw-1', createdAt: 'b' },
      false,
    );
    const detail = await getLeadDetail(
      { leads, people: people.store },
      'inquiry',
      'in-1',
    );
    expect(detail.thread).toEqual([
      { kind: 'switch', id: 'sw-1', createdAt: 'b' },
    ]);
  });

  it('answers 404 naming the kind when there is none', async () => {
    const { deps } = setUp();
    await expect(
      getLeadDetail(
        { leads: deps.leads, people: inMemoryPeople().store },
        'switch',
        'cb-1',
      ),
    ).rejects.toThrow('No such switching request');
  });
});

import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from '#platform/errors';
import { inMemoryLeadChanges } from '#test-support/in-memory-lead-changes';
import { deleteInquiry } from './delete-inquiry.ts';
import { restoreInquiry } from './restore-inquiry.ts';

const DELETED_AT = new Date('2026-11-24T10:00:00Z');
const staff = { sub: 'staff-1', username: 'sam' };
const at = (iso: string) => ({ now: () => new Date(iso) });

async function deletedInquiry() {
  const leads = inMemoryLeadChanges([
    { id: 'in-1', kind: 'inquiry', status: 'contacted', name: 'Al' },
    { id: 'cb-1', kind: 'callback', status: 'pending', name: 'Jo' },
  ]);
  await deleteInquiry(
    { clock: { now: () => DELETED_AT }, leads: leads.store },
    'in-1',
    'contacted',
    staff,
  );
  return leads;
}

describe('restoreInquiry', () => {
  it('puts a deleted inquiry back with the status it had and audits it', async () => {
    const leads = await deletedInquiry();
    const deps = { clock: at('2026-11-25T09:00:00Z'), leads: leads.store };
    expect(await restoreInquiry(deps, 'in-1', staff)).toEqual({
      id: 'in-1',
      restored: true,
      status: 'contacted',
    });
    expect(leads.statusOf('in-1')).toBe('contacted');
    expect(leads.auditOf('in-1').map((entry) => entry.action)).toEqual([
      'delete',
      'restore',
    ]);
    expect(leads.auditOf('in-1')[1]).toEqual({
      at: '2026-11-25T09:00:00.000Z',
      actor: staff,
      action: 'restore',
      changes: { status: ['deleted', 'contacted'] },
    });
  });

  it('answers 409 for the second restore: it is in the list again', async () => {
    const leads = await deletedInquiry();
    const deps = { clock: at('2026-11-25T09:00:00Z'), leads: leads.store };
    await restoreInquiry(deps, 'in-1', staff);
    await expect(restoreInquiry(deps, 'in-1', staff)).rejects.toThrow(
      new ConflictError(
        'This inquiry is not deleted: it is in the list (it may have been restored already)',
      ),
    );
    expect(leads.auditOf('in-1')).toHaveLength(2);
  });

  it('answers 404 once the thirty days are over, and leaves it deleted', async () => {
    const leads = await deletedInquiry();
    const late = { clock: at('2026-12-24T10:00:00Z'), leads: leads.store };
    await expect(restoreInquiry(late, 'in-1', staff)).rejects.toThrow(
      /deleted more than 30 days ago/,
    );
    const inTime = { clock: at('2026-12-24T09:59:59Z'), leads: leads.store };
    await expect(restoreInquiry(inTime, 'in-1', staff)).resolves.toMatchObject({
      restored: true,
    });
  });

  it('answers 404 for an unknown id and for a call back that was never deleted', async () => {
    const leads = await deletedInquiry();
    const deps = { clock: at('2026-11-25T09:00:00Z'), leads: leads.store };
    await expect(restoreInquiry(deps, 'nobody', staff)).rejects.toThrow(
      NotFoundError,
    );
    await expect(restoreInquiry(deps, 'cb-1', staff)).rejects.toThrow(
      NotFoundError,
    );
    expect(leads.statusOf('cb-1')).toBe('pending');
  });
});

import { describe, expect, it } from 'vitest';
import { WriteConflict } from '#platform/port-errors';
import type { AuditEntry } from '#shared/contracts/admin';

/**
 * What the four lead ports share: save once per idempotency key; the
 * ports that read a lead back also have `get`.
 */
interface LeadStore<R> {
  save(record: R, idempotencyKey: string | undefined): Promise<string>;
  get?(id: string): Promise<R | undefined>;
}

export interface LeadStoreSubject<R extends { readonly id: string }> {
  /** The implementation's name, e.g. `in memory`, `DynamoDB`. */
  readonly name: string;
  /** An empty store. */
  readonly store: () => Promise<LeadStore<R>>;
  /** A valid record with this id. */
  readonly record: (id: string) => R;
  /** The same record with a different body (what a visitor changed). */
  readonly changed: (record: R) => R;
  /**
   * A comparison recomputed after a filter change reuses its inquiry's
   * key with another body and gets the earlier id; every other lead
   * refuses that with a WriteConflict.
   */
  readonly keyReusedWithOtherBody: 'earlier id' | 'WriteConflict';
}

const uniqueId = () =>
  `LEAD${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`.toUpperCase();

/**
 * The contract every implementation of a lead storage port keeps
 * (functions/use-cases/ports-*.ts), run against each of them.
 */
export function leadStoreContract<R extends { readonly id: string }>(
  port: string,
  subject: LeadStoreSubject<R>,
) {
  describe(`${port} (${subject.name})`, () => {
    it('stores a record under a key and returns its id', async () => {
      const store = await subject.store();
      const record = subject.record(uniqueId());
      expect(await store.save(record, `key-${record.id}`)).toBe(record.id);
      if (store.get) expect(await store.get(record.id)).toMatchObject(record);
    });

    it('returns the first id for the same key and body, storing nothing new', async () => {
      const store = await subject.store();
      const first = subject.record(uniqueId());
      const again = { ...first, id: uniqueId() };
      const key = `key-${first.id}`;
      await store.save(first, key);
      expect(await store.save(again, key)).toBe(first.id);
      if (store.get) expect(await store.get(again.id)).toBeUndefined();
    });

    it(`answers a key reused with another body with ${subject.keyReusedWithOtherBody === 'earlier id' ? 'the earlier id' : 'a WriteConflict'}`, async () => {
      const store = await subject.store();
      const first = subject.record(uniqueId());
      const other = { ...subject.changed(first), id: uniqueId() };
      const key = `key-${first.id}`;
      await store.save(first, key);
      const reused = store.save(other, key);
      if (subject.keyReusedWithOtherBody === 'earlier id')
        expect(await reused).toBe(first.id);
      else await expect(reused).rejects.toBeInstanceOf(WriteConflict);
    });
  });
}

/** Ports whose forms may come without a key: then every save stores. */
export function keylessSaveContract<R extends { readonly id: string }>(
  port: string,
  subject: LeadStoreSubject<R>,
) {
  describe(`${port} (${subject.name}) without a key`, () => {
    it('stores every record sent, each under its own id', async () => {
      const store = await subject.store();
      const first = subject.record(uniqueId());
      const second = { ...first, id: uniqueId() };
      expect(await store.save(first, undefined)).toBe(first.id);
      expect(await store.save(second, undefined)).toBe(second.id);
      if (store.get) {
        expect(await store.get(first.id)).toMatchObject(first);
        expect(await store.get(second.id)).toMatchObject(second);
      }
    });
  });
}

interface UpdatableLeadStore<R> extends LeadStore<R> {
  get(id: string): Promise<R | undefined>;
  update(id: string, entry: AuditEntry): Promise<boolean>;
}

export interface LeadUpdateSubject<R extends { readonly id: string }> {
  readonly name: string;
  /** An empty store, and a way to let one of its records pass its expiry. */
  readonly store: () => Promise<{
    readonly store: UpdatableLeadStore<R>;
    readonly expire: (id: string) => Promise<void>;
  }>;
  readonly record: (id: string) => R;
}

/** A later inquiry of the same person merged into this one. */
const mergeOf = (notes: string): AuditEntry => ({
  at: new Date().toISOString(),
  actor: { sub: 'system', username: 'system' },
  action: 'merge',
  changes: { notes: ['', notes] },
});

/** Changes to a stored lead: applied while it lives, refused once it is gone. */
export function leadUpdateContract<R extends { readonly id: string }>(
  port: string,
  subject: LeadUpdateSubject<R>,
) {
  describe(`${port} (${subject.name}) update`, () => {
    it('sets the changed field and answers true', async () => {
      const { store } = await subject.store();
      const record = subject.record(uniqueId());
      await store.save(record, `key-${record.id}`);
      expect(await store.update(record.id, mergeOf('Rang twice'))).toBe(true);
      expect(await store.get(record.id)).toMatchObject({ notes: 'Rang twice' });
    });

    it('answers false for an id nothing was stored under', async () => {
      const { store } = await subject.store();
      expect(await store.update(uniqueId(), mergeOf('x'))).toBe(false);
    });

    it('answers false for a record past its expiry, and changes nothing', async () => {
      const { store, expire } = await subject.store();
      const record = subject.record(uniqueId());
      await store.save(record, `key-${record.id}`);
      await expire(record.id);
      expect(await store.update(record.id, mergeOf('Too late'))).toBe(false);
      expect(await store.get(record.id)).toBeUndefined();
    });
  });
}

import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { type ParkedEvent, parkedStore } from './parked-store.ts';

const entry = (
  id: string,
  consumer: string,
  parkedAt: string,
): ParkedEvent => ({
  consumer,
  event: {
    version: '0',
    id,
    'detail-type': 'CallbackRequested',
    source: 'energy-compare.leads',
    account: '000000000000',
    time: parkedAt,
    region: 'ap-southeast-2',
    resources: [],
    detail: { id: `lead-${id}` },
  },
  error: 'TooManyRequestsException: slow down',
  attempts: 3,
  parkedAt,
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'parked-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('the parked store', () => {
  it('reads back what was parked before a restart, oldest first', async () => {
    // Arrange
    const dir = join(tempDir(), 'parked');
    const before = await parkedStore(dir);
    await before.add(entry('b', 'SendCallbackEmail', '2026-01-02T00:00:00Z'));
    await before.add(entry('a', 'SendCallbackEmail', '2026-01-01T00:00:00Z'));
    // Act
    const after = await parkedStore(dir);
    // Assert
    expect(after.entries.map((e) => e.event.id)).toEqual(['a', 'b']);
  });

  it('keeps one entry per event and consumer when parked again', async () => {
    // Arrange
    const dir = join(tempDir(), 'parked');
    const store = await parkedStore(dir);
    await store.add(entry('a', 'SendCallbackEmail', '2026-01-01T00:00:00Z'));
    // Act
    await store.add(entry('a', 'SendCallbackEmail', '2026-01-01T00:00:09Z'));
    // Assert
    expect(store.entries.map((e) => e.parkedAt)).toEqual([
      '2026-01-01T00:00:09Z',
    ]);
    expect(readdirSync(dir)).toEqual(['a-SendCallbackEmail.json']);
  });

  it('lets one claimant at a time hold an entry, and removes its file once delivered', async () => {
    // Arrange
    const dir = join(tempDir(), 'parked');
    const store = await parkedStore(dir);
    await store.add(entry('a', 'SendSwitchStaffEmail', '2026-01-01T00:00:00Z'));
    await store.add(entry('b', 'SendCallbackEmail', '2026-01-01T00:00:02Z'));
    // Act
    const first = store.claim();
    const second = store.claim();
    // Assert: the second redrive finds nothing free; nothing left the list.
    expect(first.map((e) => e.event.id)).toEqual(['a', 'b']);
    expect(second).toEqual([]);
    expect(store.entries).toHaveLength(2);
    // Act: one delivered, one released (parked again).
    const [a, b] = first as [ParkedEvent, ParkedEvent];
    await store.remove(a);
    store.release(a);
    store.release(b);
    // Assert
    expect(readdirSync(dir)).toEqual(['b-SendCallbackEmail.json']);
    expect(store.claim('b')).toEqual([b]);
  });

  it('quarantines an unreadable file and starts with the rest', async () => {
    // Arrange
    const root = tempDir();
    const dir = join(root, 'parked');
    const before = await parkedStore(dir);
    await before.add(entry('a', 'SendCallbackEmail', '2026-01-01T00:00:00Z'));
    writeFileSync(join(dir, 'torn-SendCallbackEmail.json'), '{"consumer":');
    writeFileSync(join(dir, 'empty-SendCallbackEmail.json'), '');
    // Act
    const after = await parkedStore(dir);
    // Assert
    expect(after.entries.map((e) => e.event.id)).toEqual(['a']);
    expect(readdirSync(dir)).toEqual(['a-SendCallbackEmail.json']);
    expect(readdirSync(join(root, 'quarantine'))).toHaveLength(2);
  });
});

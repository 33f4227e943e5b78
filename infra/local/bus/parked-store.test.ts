import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
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
  it('reads back what was parked before a restart, oldest first', () => {
    // Arrange
    const dir = tempDir();
    const before = parkedStore(dir);
    before.add(entry('b', 'SendCallbackEmail', '2026-01-02T00:00:00Z'));
    before.add(entry('a', 'SendCallbackEmail', '2026-01-01T00:00:00Z'));
    // Act
    const after = parkedStore(dir);
    // Assert
    expect(after.entries.map((e) => e.event.id)).toEqual(['a', 'b']);
  });

  it('takes one event id (for every consumer) and removes its files', () => {
    // Arrange
    const dir = tempDir();
    const store = parkedStore(dir);
    store.add(entry('a', 'SendSwitchStaffEmail', '2026-01-01T00:00:00Z'));
    store.add(entry('a', 'SendSwitchConfirmation', '2026-01-01T00:00:01Z'));
    store.add(entry('b', 'SendCallbackEmail', '2026-01-01T00:00:02Z'));
    // Act
    const taken = store.take('a');
    // Assert
    expect(taken.map((e) => e.consumer)).toEqual([
      'SendSwitchStaffEmail',
      'SendSwitchConfirmation',
    ]);
    expect(store.entries.map((e) => e.event.id)).toEqual(['b']);
    expect(readdirSync(dir)).toEqual(['b-SendCallbackEmail.json']);
    expect(store.take()).toHaveLength(1);
    expect(readdirSync(dir)).toEqual([]);
  });
});

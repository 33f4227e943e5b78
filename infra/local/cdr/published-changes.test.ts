import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CdrSource } from './cdr-source.ts';
import { fixturePlans } from './fixtures/fixture-plans.ts';
import type { CdrPlanData } from './plan-data.ts';
import { publishedChanges } from './published-changes.ts';
import { raisePrice } from './raise-price.ts';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'published-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true });
});

/** A source that only remembers what is put on it. */
const sourceRecording = () => {
  const put: CdrPlanData[] = [];
  const source = { putPlan: (plan: CdrPlanData) => put.push(plan) };
  return { source: source as unknown as CdrSource, put };
};

const [first, second] = fixturePlans;
if (!first || !second) throw new Error('fixtures missing');

describe('publishedChanges', () => {
  it('publishes a raised plan again after a restart on the same folder', async () => {
    const dir = dataDir();
    const raised = raisePrice(first, 15, new Date('2026-11-27T00:00:00Z'));
    await publishedChanges(dir).record(raised);
    const { source, put } = sourceRecording();
    await publishedChanges(dir).restore(source);
    expect(put).toEqual([raised]);
  });

  it('keeps only the latest version of each plan', async () => {
    const dir = dataDir();
    const changes = publishedChanges(dir);
    const once = raisePrice(first, 10, new Date('2026-11-27T00:00:00Z'));
    const twice = raisePrice(once, 10, new Date('2026-11-27T01:00:00Z'));
    await changes.record(once);
    await changes.record(twice);
    await changes.record(second);
    const { source, put } = sourceRecording();
    await publishedChanges(dir).restore(source);
    expect(put).toEqual([twice, second]);
  });

  it('restores nothing from a torn file, and moves it aside', async () => {
    const dir = dataDir();
    const file = join(dir, 'cdr-published.json');
    writeFileSync(file, '[{"planId"');
    const { source, put } = sourceRecording();
    await publishedChanges(dir).restore(source);
    expect(put).toEqual([]);
    expect(existsSync(file)).toBe(false);
  });

  it('keeps versions in memory only without a data folder', async () => {
    const changes = publishedChanges(undefined);
    await changes.record(first);
    const { source, put } = sourceRecording();
    await changes.restore(source);
    expect(put).toEqual([]);
  });
});

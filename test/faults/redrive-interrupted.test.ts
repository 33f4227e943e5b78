import { describe, expect, it } from 'vitest';
import { scenarioDataDir, until } from './support/data-dir.ts';
import {
  injectSesFault,
  postBurst,
  settledReconciliation,
} from './support/leads.ts';
import { stackOn } from './support/stack-on.ts';
import type { StackProcess } from './support/stack-process.ts';

describe('kill -9 of the local stack', () => {
  it('during a redrive: the parked events stay parked and the next redrive sends each once', async () => {
    // Arrange: SES rejects every e-mail, so each lead's event is parked.
    const dataDir = scenarioDataDir();
    const first = await stackOn(dataDir);
    await injectSesFault(first, { code: 'MessageRejected' });
    const leads = await postBurst(first, 5, 'redrive');
    await until(async () => (await parked(first)) === leads.length);
    // Act: a redrive (SES still rejecting), killed while under way.
    const redrive = fetch(`${first.url}/_dev/parked/redrive`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    }).catch(() => undefined);
    await first.kill('SIGKILL');
    await redrive;
    const second = await stackOn(dataDir);
    // Assert: nothing lost from the parked store.
    expect(await parked(second)).toBe(leads.length);
    // Act: SES is back (faults live in memory); redrive.
    const response = await fetch(`${second.url}/_dev/parked/redrive`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    // Assert
    expect(response.status).toBe(200);
    const result = await settledReconciliation(second, leads);
    expect(result).toMatchObject({ stored: 5, emailed: 5 });
    expect(result.duplicated).toEqual([]);
    expect(await parked(second)).toBe(0);
  });
});

async function parked(stack: StackProcess): Promise<number> {
  const response = await fetch(`${stack.url}/_dev/parked.json`);
  return ((await response.json()) as { parked: unknown[] }).parked.length;
}

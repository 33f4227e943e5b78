import { describe, expect, it } from 'vitest';
import { journalled, scenarioDataDir, until } from './support/data-dir.ts';
import {
  postBurst,
  reconcile,
  settledReconciliation,
} from './support/leads.ts';
import { stackOn } from './support/stack-on.ts';

const BURST = 20;

describe('kill -9 of the local stack', () => {
  it('right after a burst of answered leads: every lead is e-mailed once after the restart', async () => {
    // Arrange
    const dataDir = scenarioDataDir();
    const first = await stackOn(dataDir);
    // Act: kill the moment the last lead is answered, mid-stream.
    const leads = await postBurst(first, BURST, 'crash');
    await first.kill('SIGKILL');
    const second = await stackOn(dataDir);
    await settledReconciliation(second, leads);
    await until(() => journalled(dataDir).length === 0);
    const result = await reconcile(second, leads);
    // Assert: nothing lost.
    expect(leads).toHaveLength(BURST);
    // Nothing doubled either: a send the crash cut off is replayed with
    // its delivery key, and the local SES keeps one e-mail per key.
    expect(result).toMatchObject({
      stored: BURST,
      emailed: BURST,
      lost: [],
      duplicated: [],
    });
  });
});

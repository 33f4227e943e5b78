import { describe, expect, it } from 'vitest';
import { journalled, scenarioDataDir, until } from './support/data-dir.ts';
import {
  outboxOnDisk,
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
    const sentBeforeCrash = outboxOnDisk(dataDir);
    const second = await stackOn(dataDir);
    await settledReconciliation(second, leads);
    await until(() => journalled(dataDir).length === 0);
    const result = await reconcile(second, leads);
    // Assert: nothing lost.
    expect(leads).toHaveLength(BURST);
    expect(result).toMatchObject({ stored: BURST, emailed: BURST, lost: [] });
    // A second e-mail only where the crash cut a send off between SES
    // accepting it and the idempotency record completing: SES has no
    // idempotency key, so at-least-once cannot rule that window out.
    const cutOff = (id: string) => {
      const lead = leads.find((l) => l.id === id);
      return sentBeforeCrash.some((t) => lead && t.includes(lead.email));
    };
    expect(result.duplicated.filter((id) => !cutOff(id))).toEqual([]);
  });
});

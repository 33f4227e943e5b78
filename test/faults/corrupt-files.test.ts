import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scenarioDataDir } from './support/data-dir.ts';
import {
  outboxTexts,
  postBurst,
  settledReconciliation,
} from './support/leads.ts';
import { stackOn } from './support/stack-on.ts';

/** What a crash in the middle of writing leaves behind. */
function tornFiles(dataDir: string) {
  for (const dir of ['parked', 'bus-journal', 'outbox'])
    mkdirSync(join(dataDir, dir), { recursive: true });
  writeFileSync(join(dataDir, 'parked', 'e1-SendCallbackEmail.json'), '{"con');
  writeFileSync(join(dataDir, 'bus-journal', 'e2.json'), '');
  writeFileSync(join(dataDir, 'outbox', '2026-01-01-m1.json'), '');
  writeFileSync(join(dataDir, 'stream-checkpoints.json'), '');
}

describe('corrupt files under .data/', () => {
  it('are quarantined with a warning, and the stack starts and e-mails each lead once', async () => {
    // Arrange
    const dataDir = scenarioDataDir();
    tornFiles(dataDir);
    // Act
    const stack = await stackOn(dataDir);
    const leads = await postBurst(stack, 3, 'corrupt');
    const result = await settledReconciliation(stack, leads);
    // Assert: the outbox page answers; the torn files are kept aside.
    expect(await outboxTexts(stack)).toHaveLength(3);
    expect(readdirSync(join(dataDir, 'quarantine'))).toHaveLength(4);
    expect(result).toMatchObject({
      stored: 3,
      emailed: 3,
      lost: [],
      duplicated: [],
    });
  });
});

import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { journalled, scenarioDataDir, until } from './support/data-dir.ts';
import {
  injectSesFault,
  postBurst,
  postLead,
  settledReconciliation,
} from './support/leads.ts';
import { stackOn } from './support/stack-on.ts';

const rejectedSends = async (url: string) => {
  const response = await fetch(`${url}/_dev/ses-faults`);
  const { attempts } = (await response.json()) as {
    attempts: { outcome: string }[];
  };
  return attempts.filter((a) => a.outcome === 'MessageRejected').length;
};

describe('a parked store that cannot be written', () => {
  it('keeps the events it could not park in the journal, serves on, and the next start e-mails each lead once', async () => {
    // Arrange: SES rejects these leads' e-mails, so the bus parks them, but
    // the parked folder is a file: every write under it fails.
    const dataDir = scenarioDataDir();
    const first = await stackOn(dataDir);
    rmSync(join(dataDir, 'parked'), { recursive: true, force: true });
    writeFileSync(join(dataDir, 'parked'), 'not a folder');
    const tag = `unparkable-${Date.now()}`;
    await injectSesFault(first, { code: 'MessageRejected', mentioning: tag });
    // Act
    const rejected = await postBurst(first, 3, tag);
    await until(async () => (await rejectedSends(first.url)) >= 9);
    await until(() => journalled(dataDir).length >= 3);
    const { lead: later } = await postLead(first, 'after-the-failed-park');
    await first.kill('SIGTERM');
    rmSync(join(dataDir, 'parked'), { force: true });
    const second = await stackOn(dataDir);
    const leads = later ? [...rejected, later] : rejected;
    const result = await settledReconciliation(second, leads);
    // Assert: the stack kept serving, and nothing was lost or doubled.
    expect(later).toBeDefined();
    expect(result).toMatchObject({
      stored: 4,
      emailed: 4,
      lost: [],
      duplicated: [],
    });
  });
});

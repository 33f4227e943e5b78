import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { journalled, scenarioDataDir, until } from './support/data-dir.ts';
import {
  injectSesFault,
  postBurst,
  settledReconciliation,
} from './support/leads.ts';
import { stackOn } from './support/stack-on.ts';

const sendAttempts = async (url: string) => {
  const response = await fetch(`${url}/_dev/ses-faults`);
  return ((await response.json()) as { attempts: unknown[] }).attempts.length;
};

describe('a graceful stop while SES throttles', () => {
  it('leaves the undelivered events in the journal, and the next start e-mails each lead once', async () => {
    // Arrange: SES throttles every e-mail.
    const dataDir = scenarioDataDir();
    const first = await stackOn(dataDir);
    await injectSesFault(first, { code: 'TooManyRequestsException' });
    const leads = await postBurst(first, 5, 'throttled');
    await until(async () => (await sendAttempts(first.url)) > 0);
    // Act: SIGTERM, as Ctrl-C does.
    await first.kill('SIGTERM');
    // Assert: nothing sent, nothing in memory only.
    const onDisk =
      journalled(dataDir).length + readdirSync(join(dataDir, 'parked')).length;
    expect(onDisk).toBeGreaterThan(0);
    // Act: start again; SES answers (faults live in memory).
    const second = await stackOn(dataDir);
    const result = await settledReconciliation(second, leads);
    // Assert
    expect(leads).toHaveLength(5);
    expect(result).toMatchObject({
      stored: 5,
      emailed: 5,
      lost: [],
      duplicated: [],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { scenarioDataDir, until } from './support/data-dir.ts';
import {
  injectSesFault,
  postBurst,
  postLead,
  settledReconciliation,
} from './support/leads.ts';
import { stackOn } from './support/stack-on.ts';

const sendAttempts = async (url: string) => {
  const response = await fetch(`${url}/_dev/ses-faults`);
  return ((await response.json()) as { attempts: unknown[] }).attempts.length;
};

const clearSesFaults = async (url: string) => {
  const response = await fetch(`${url}/_dev/ses-faults`, { method: 'DELETE' });
  expect(response.status).toBe(200);
};

describe('kill -9 while SES throttles, then a new lead', () => {
  it('e-mails the leads from before the crash and the one after it, each once', async () => {
    // Arrange: SES throttles every e-mail, and leads are waiting on it.
    const dataDir = scenarioDataDir();
    const first = await stackOn(dataDir);
    await injectSesFault(first, { code: 'TooManyRequestsException' });
    const before = await postBurst(first, 5, 'throttled-then-killed');
    await until(async () => (await sendAttempts(first.url)) > 0);
    // Act: an unclean stop, a new start, SES healthy again, a new lead.
    await first.kill('SIGKILL');
    const second = await stackOn(dataDir);
    await clearSesFaults(second.url);
    const after = await postLead(second, 'after-restart');
    // Assert: the old leads and the new one are each stored and mailed once.
    expect(before).toHaveLength(5);
    expect(after.status).toBe(201);
    const leads = [...before, ...(after.lead ? [after.lead] : [])];
    const result = await settledReconciliation(second, leads);
    expect(result).toMatchObject({
      answered: 6,
      stored: 6,
      emailed: 6,
      lost: [],
      duplicated: [],
    });
  });
});

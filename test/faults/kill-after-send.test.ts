import { describe, expect, it } from 'vitest';
import { journalled, scenarioDataDir, until } from './support/data-dir.ts';
import {
  injectSesFault,
  outboxOnDisk,
  postLead,
  reconcile,
  settledReconciliation,
} from './support/leads.ts';
import { stackOn } from './support/stack-on.ts';

const sendOutcomes = async (url: string) => {
  const response = await fetch(`${url}/_dev/ses-faults`);
  const { attempts } = (await response.json()) as {
    attempts: { outcome: string }[];
  };
  return attempts.map((a) => a.outcome);
};

describe('kill -9 between SES accepting an e-mail and the consumer recording it', () => {
  it('the replay after the restart sends no second e-mail', async () => {
    // Arrange: SES keeps the next e-mail for this lead but never answers,
    // so its consumer is still waiting when the stack dies.
    const dataDir = scenarioDataDir();
    const first = await stackOn(dataDir);
    const tag = `cut-send-${Date.now()}`;
    await injectSesFault(first, {
      code: 'AcceptedNoAnswer',
      mentioning: tag,
      times: 1,
    });
    const { lead } = await postLead(first, tag);
    if (!lead) throw new Error('the lead was not answered 2xx');
    await until(() =>
      outboxOnDisk(dataDir).some((t) => t.includes(lead.email)),
    );
    // Act
    await first.kill('SIGKILL');
    const second = await stackOn(dataDir);
    await settledReconciliation(second, [lead]);
    await until(() => journalled(dataDir).length === 0);
    const result = await reconcile(second, [lead]);
    // Assert: the consumer replayed the send; the outbox kept one e-mail.
    expect(await sendOutcomes(second.url)).toContain('deduplicated');
    expect(result).toMatchObject({
      stored: 1,
      emailed: 1,
      lost: [],
      duplicated: [],
    });
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scenarioDataDir } from './support/data-dir.ts';
import { postLead, settledReconciliation } from './support/leads.ts';
import { stackOn } from './support/stack-on.ts';

const isDynamoDbLocal = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(
      'DynamoDBLocal',
    );
  } catch {
    return false;
  }
};

describe('DynamoDB Local dying mid-load', () => {
  it('answers 201 or 503 with Retry-After (never 500), heals by itself, and e-mails every answered lead once', async () => {
    // Arrange
    const dataDir = scenarioDataDir();
    const stack = await stackOn(dataDir);
    const java = stack.children.find(isDynamoDbLocal);
    expect(java).toBeDefined();
    // Act: three clients post leads one after another; the database is
    // stopped once five are answered, and they go on until three more are.
    // (SIGTERM. What DynamoDB Local loses even then, the stack writes again:
    // docs/reliability.md.)
    const answers: Awaited<ReturnType<typeof postLead>>[] = [];
    const stored = () => answers.filter((a) => a.lead).length;
    let killedAt: number | undefined;
    const deadline = Date.now() + 120_000;
    const client = async () => {
      while (
        (killedAt === undefined || stored() < killedAt + 3) &&
        Date.now() < deadline
      ) {
        answers.push(await postLead(stack, 'db'));
        if (killedAt === undefined && stored() >= 5) {
          killedAt = stored();
          process.kill(java ?? 0, 'SIGTERM');
        }
      }
    };
    await Promise.all([client(), client(), client()]);
    // Assert: it healed by itself.
    expect(stored()).toBeGreaterThanOrEqual((killedAt ?? 0) + 3);
    for (const answer of answers) {
      expect([201, 503]).toContain(answer.status);
      if (answer.status === 503)
        expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    }
    const leads = answers.flatMap((a) => (a.lead ? [a.lead] : []));
    const result = await settledReconciliation(stack, leads, 60_000);
    expect(result).toMatchObject({ lost: [], duplicated: [] });
    expect(result.stored).toBe(leads.length);
  });
});

import { describe, expect, it } from 'vitest';
import { journalled, scenarioDataDir, until } from './support/data-dir.ts';
import {
  type AnsweredLead,
  postLead,
  reconcile,
  settledReconciliation,
} from './support/leads.ts';
import { stackOn } from './support/stack-on.ts';

const BURST = 50;
/**
 * Ctrl-C lands once the first lead is answered, so most of the burst is
 * still in flight. On a loaded machine many answer 503 (busy, retry
 * safe): only 2xx answers are promises.
 */
const ANSWERED_BEFORE_STOP = 1;

describe('Ctrl-C during a burst of leads', () => {
  it('every lead answered 2xx before the stop is e-mailed once after the restart', async () => {
    // Arrange
    const dataDir = scenarioDataDir();
    const first = await stackOn(dataDir);
    const answered: AnsweredLead[] = [];
    const statuses: number[] = [];
    // Act: fire the burst; stop the stack (SIGINT, as Ctrl-C) mid-way.
    const burst = Array.from({ length: BURST }, (_, i) =>
      postLead(first, `interrupted-${i}`)
        .then((r) => {
          statuses.push(r.status);
          if (r.lead) answered.push(r.lead);
        })
        // A request the stop cut off was never answered: the visitor
        // saw an error and nothing was promised.
        .catch(() => undefined),
    );
    // A loaded machine answers slowly; the stop waits on the count.
    await until(
      () =>
        answered.length >= ANSWERED_BEFORE_STOP || statuses.length === BURST,
      120_000,
    );
    expect(
      answered.length,
      `statuses ${statuses.join(',')}`,
    ).toBeGreaterThanOrEqual(ANSWERED_BEFORE_STOP);
    await first.kill('SIGINT');
    await Promise.all(burst);
    const second = await stackOn(dataDir);
    await settledReconciliation(second, answered);
    await until(() => journalled(dataDir).length === 0);
    const result = await reconcile(second, answered);
    // Assert
    expect(result).toMatchObject({
      stored: answered.length,
      emailed: answered.length,
      lost: [],
      duplicated: [],
    });
  });
});

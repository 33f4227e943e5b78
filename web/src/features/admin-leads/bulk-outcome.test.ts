import { describe, expect, it } from 'vitest';
import { bulkOutcomeText } from './bulk-outcome';

const names: Record<string, string> = { a: 'Ann', b: 'Ben', c: 'Cy' };
const nameOf = (id: string) => names[id] ?? id;

describe('bulkOutcomeText', () => {
  it('counts the moved rows when every row moved', () => {
    expect(
      bulkOutcomeText(
        { to: 'in_progress', changed: ['a', 'b'], skipped: [] },
        nameOf,
      ),
    ).toEqual({ title: '2 marked in progress' });
  });

  it('names each row left as it was and why', () => {
    expect(
      bulkOutcomeText(
        {
          to: 'completed',
          changed: ['a'],
          skipped: [
            { id: 'b', reason: 'changed', status: 'cancelled' },
            { id: 'c', reason: 'missing' },
            { id: 'd', reason: 'not-allowed' },
          ],
        },
        nameOf,
      ),
    ).toEqual({
      title: '1 marked completed',
      description:
        'Left as they were: Ben changed meanwhile (now cancelled); Cy no longer exists; d cannot make that move.',
    });
  });

  it('speaks of one row left in the singular', () => {
    expect(
      bulkOutcomeText(
        {
          to: 'completed',
          changed: [],
          skipped: [{ id: 'a', reason: 'changed' }],
        },
        nameOf,
      ).description,
    ).toBe('Left as it was: Ann changed meanwhile.');
  });
});

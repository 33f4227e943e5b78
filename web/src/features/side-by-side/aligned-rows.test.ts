import { describe, expect, it } from 'vitest';
import { alignedRows } from './aligned-rows';

describe('alignedRows', () => {
  it('lines the same charge up across plans, adding a plan’s lines of one label', () => {
    const rows = alignedRows(
      [
        {
          usage: [
            { label: 'Peak', dollarsIncGst: 500 },
            { label: 'Off peak', dollarsIncGst: 100 },
          ],
        },
        {
          usage: [
            { label: 'Anytime', dollarsIncGst: 300 },
            { label: 'Anytime', dollarsIncGst: 50 },
          ],
        },
        { supply: [{ label: 'Supply', dollarsIncGst: 400 }] },
      ],
      'usage',
    );
    expect(rows).toEqual([
      { label: 'Peak', amounts: [500, null, null] },
      { label: 'Off peak', amounts: [100, null, null] },
      { label: 'Anytime', amounts: [null, 350, null] },
    ]);
  });
});

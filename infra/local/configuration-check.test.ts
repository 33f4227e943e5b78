import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { refuseInvalidReferencePrices } from './configuration-check.ts';

describe('the start-up check of the reference prices', () => {
  it('passes the shipped file', () => {
    expect(() => refuseInvalidReferencePrices()).not.toThrow();
  });

  it('refuses to start on a file with a negative price, naming its line', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'ref-')), 'prices.json');
    writeFileSync(
      path,
      JSON.stringify(
        {
          updated: '2026-11-27',
          prices: [
            {
              name: 'Default Market Offer',
              network: 'Ausgrid',
              customerType: 'Residential',
              controlledLoad: false,
              financialYear: '2025-26',
              annualPriceIncGst: -1965,
              modelAnnualKwh: null,
              source: 'AER, DMO 7 final determination, 26 May 2025',
            },
          ],
        },
        null,
        2,
      ),
    );
    expect(() => refuseInvalidReferencePrices(path)).toThrow(
      `The local stack cannot start: ${path} is refused:\n  line 4: entry 1 (Ausgrid 2025-26) annualPriceIncGst: must not be negative`,
    );
  });
});

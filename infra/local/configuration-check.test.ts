import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  refuseInvalidReferencePrices,
  refuseInvalidWhatIfCosts,
  WHAT_IF_COSTS_FILE,
} from './configuration-check.ts';

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

describe('the start-up check of the what-if costs', () => {
  const shipped = readFileSync(WHAT_IF_COSTS_FILE, 'utf8');
  const written = (text: string) => {
    const path = join(mkdtempSync(join(tmpdir(), 'costs-')), 'costs.json');
    writeFileSync(path, text);
    return path;
  };
  const lineOf = (text: string, needle: string) =>
    text.slice(0, text.indexOf(needle)).split('\n').length;

  it('passes the shipped file', () => {
    expect(() => refuseInvalidWhatIfCosts()).not.toThrow();
  });

  it('refuses a negative battery price, naming its line and field', () => {
    const text = shipped.replace('"low": 700', '"low": -700');
    const path = written(text);
    expect(() => refuseInvalidWhatIfCosts(path)).toThrow(
      `line ${lineOf(text, '"low": -700')}: battery.installedPerKwh.low: must not be negative`,
    );
  });

  it('refuses rebate steps that overlap and a figure without its source', () => {
    const text = shipped
      .replace('"from": "2026-05-01"', '"from": "2026-04-01"')
      .replace(/"rebateSource": "[^"]*"/, '"rebateSource": " "');
    const path = written(text);
    expect(() => refuseInvalidWhatIfCosts(path)).toThrow(
      `line ${lineOf(text, '"from": "2026-04-01"')}: battery.certificatesPerKwh.1.from: overlaps the step from 2026-01-01 to 2026-04-30`,
    );
    expect(() => refuseInvalidWhatIfCosts(path)).toThrow(
      `line ${lineOf(text, '"rebateSource"')}: battery.rebateSource: source is required`,
    );
  });
});

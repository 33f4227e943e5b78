import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_FONT_RANGES, brandFont } from './brand-font-plugin.ts';

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');

describe('the brand font subset', () => {
  it('is a woff2 less than two thirds the size of the latin face it is cut from', async () => {
    const font = await brandFont();
    const source = readFileSync(
      'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    );
    expect(font.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(font.length).toBeLessThan((source.length * 2) / 3);
  });

  it('is declared in the stylesheet for exactly the characters it holds', () => {
    const css = readFileSync('web/src/styles/brand-font.css', 'utf8');
    const declared = /unicode-range:([^;]+);/.exec(css)?.[1];
    const ranges = BRAND_FONT_RANGES.map(([first, last]) =>
      first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`,
    );
    expect(declared?.split(',').map((range) => range.trim())).toEqual(ranges);
  });
});

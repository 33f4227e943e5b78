import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { markColourCount, retailerMark } from './retailer-mark';

const tokens = readFileSync(
  new URL('../styles/tokens.css', import.meta.url),
  'utf8',
);

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('retailerMark', () => {
  it('takes the first letters of the brand words, leaving out trade words', () => {
    expect(retailerMark('Red Energy').initials).toBe('R');
    expect(retailerMark('Alinta Energy').initials).toBe('A');
    expect(retailerMark('Powershop Australia').initials).toBe('P');
    expect(retailerMark('Origin Energy Electricity').initials).toBe('O');
    expect(retailerMark('Blue Ocean Power Pty Ltd').initials).toBe('BO');
  });

  it('keeps an acronym brand and falls back to the words when all are generic', () => {
    expect(retailerMark('AGL').initials).toBe('AGL');
    expect(retailerMark('Energy Australia').initials).toBe('EA');
    expect(retailerMark('  ').initials).toBe('?');
  });

  it('gives the same brand the same colour, however it is spaced or cased', () => {
    const mark = retailerMark('Red Energy');
    expect(retailerMark('red  energy')).toEqual(mark);
    expect(retailerMark('Red Energy')).toEqual(mark);
    expect(retailerMark('Blue Energy').colour).not.toBe(mark.colour);
  });

  it('spreads brands over the palette, always inside it', () => {
    const names = Array.from({ length: 200 }, (_, i) => `Retailer ${i}`);
    const colours = new Set(names.map((name) => retailerMark(name).colour));
    expect(Math.min(...colours)).toBe(1);
    expect(Math.max(...colours)).toBe(markColourCount);
    expect(colours.size).toBe(markColourCount);
  });

  it('paints every palette colour dark enough for white initials (WCAG AA)', () => {
    for (let n = 1; n <= markColourCount; n += 1) {
      const hex = tokens.match(new RegExp(`--mark-${n}: (#[0-9a-f]{6});`))?.[1];
      expect(hex, `--mark-${n}`).toBeDefined();
      expect(contrastWithWhite(hex ?? '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });
});

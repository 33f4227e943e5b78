import { describe, expect, it } from 'vitest';
import { inlineSheets } from './inline-sheets.ts';

const links = [
  '<link rel="stylesheet" crossorigin href="/assets/page.css">',
  '<link rel="stylesheet" crossorigin href="/assets/other.css">',
  '<link rel="modulepreload" crossorigin href="/assets/route.js">',
].join('\n    ');

describe('inlineSheets', () => {
  it('puts the named sheets’ text in place of their links, and leaves the rest', () => {
    const html = inlineSheets(links, { 'assets/page.css': '.a{color:red}\n' });
    expect(html.split('\n    ')).toEqual([
      '<style>.a{color:red}</style>',
      '<link rel="stylesheet" crossorigin href="/assets/other.css">',
      '<link rel="modulepreload" crossorigin href="/assets/route.js">',
    ]);
  });

  it('refuses a sheet that would end its style element', () => {
    expect(() =>
      inlineSheets(links, { 'assets/page.css': 'a{}</style><script>' }),
    ).toThrow('assets/page.css cannot be inlined');
  });
});

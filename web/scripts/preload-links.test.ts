import { describe, expect, it } from 'vitest';
import { type Manifest, preloadLinks } from './preload-links.ts';

// A route whose lazy page imports charts, and a history part that does too.
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', css: ['assets/index.css'] },
  'src/route.tsx': { file: 'assets/route.js', imports: ['index.html'] },
  'src/page.tsx': {
    file: 'assets/page.js',
    imports: ['_charts.js'],
    css: ['assets/page.css'],
  },
  '_charts.js': { file: 'assets/charts.js', css: ['assets/charts.css'] },
  'src/history.tsx': {
    file: 'assets/history.js',
    imports: ['_charts.js'],
    css: ['assets/history.css'],
  },
};

const sheets = (html: string) =>
  [...html.matchAll(/rel="stylesheet" crossorigin href="\/([^"]+)"/g)].map(
    (match) => match[1],
  );
const modules = (html: string) =>
  [...html.matchAll(/rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map(
    (match) => match[1],
  );

describe('preloadLinks', () => {
  const parts = ['src/page.tsx', 'src/history.tsx'];

  it('links every lazy part’s sheets, its imports’ too, when no first screen is named', () => {
    const html = preloadLinks(manifest, 'src/route.tsx', parts);
    expect(sheets(html)).toEqual([
      'assets/page.css',
      'assets/charts.css',
      'assets/history.css',
    ]);
  });

  it('links only the first screen parts’ own sheets, and still preloads every chunk', () => {
    const html = preloadLinks(manifest, 'src/route.tsx', parts, [
      'src/page.tsx',
    ]);
    expect(sheets(html)).toEqual(['assets/page.css']);
    expect(modules(html)).toEqual([
      'assets/route.js',
      'assets/page.js',
      'assets/charts.js',
      'assets/history.js',
    ]);
  });

  it('links a first screen part’s own sheet without preloading its chunk when it is not among the parts to preload', () => {
    const html = preloadLinks(manifest, 'src/route.tsx', [], ['src/page.tsx']);
    expect(sheets(html)).toEqual(['assets/page.css']);
    expect(modules(html)).toEqual(['assets/route.js']);
  });

  it('refuses a part the build does not have', () => {
    expect(() =>
      preloadLinks(manifest, 'src/route.tsx', parts, ['src/gone.tsx']),
    ).toThrow('src/gone.tsx is not in the Vite manifest');
  });
});

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { markdownTree } from '../../../../build/markdown-tree';
import type { MarkdownNode } from '../markdown-node';
import { Markdown } from './markdown';

const html = (tree: readonly MarkdownNode[]) =>
  renderToStaticMarkup(
    createElement(MemoryRouter, null, createElement(Markdown, { tree })),
  );
const render = (source: string) => html(markdownTree(source));

describe('Markdown (parsed at build time, rendered without innerHTML)', () => {
  it('shows raw HTML, images and tables as text, never as markup', () => {
    const out = render(
      '<script>alert(1)</script>\n\nHi <b onclick="x()">there</b> ![i](/x.png)\n\n| a |\n|---|\n| 1 |',
    );
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out).toContain('&lt;b onclick=&quot;x()&quot;&gt;there&lt;/b&gt;');
    expect(out).toContain('![i](/x.png)');
    expect(out).toContain('| a |');
    expect(out).not.toMatch(/<(script|b|img|table)\b/);
  });

  it('links only https, mailto, tel, site paths and fragments', () => {
    const out = render(
      '[a](javascript:alert(1)) [b](//evil.example) [c](data:text/html,x) [d](http://plain.example)',
    );
    expect(out).not.toContain('<a');
    expect(out).toContain('<span>a</span>');
    const safe = render(
      '[in](/compare) [out](https://example.com) [m](mailto:a@b.au)',
    );
    expect(safe).toContain('<a href="/compare" data-discover="true">in</a>');
    expect(safe).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">out<span class="visually-hidden"> (opens in a new tab)</span></a>',
    );
    expect(safe).toContain('<a href="mailto:a@b.au">m</a>');
  });

  it('keeps h1 for the page: headings start at h2', () => {
    expect(render('# One\n\n### Three')).toBe('<h2>One</h2><h3>Three</h3>');
  });

  it('renders lists, emphasis, code, breaks and rules', () => {
    expect(render('1. **a** _b_ `<c>`\n\n- x  \n  y\n\n---')).toBe(
      '<ol><li><strong>a</strong> <em>b</em> <code>&lt;c&gt;</code></li></ol><ul><li>x<br/>y</li></ul><hr/>',
    );
  });

  it('builds no element outside its list, whatever the tree says', () => {
    const forged = [
      ['script', 'alert(1)'],
      ['p', 'ok'],
    ] as unknown as MarkdownNode[];
    expect(html(forged)).toBe('<p>ok</p>');
  });
});

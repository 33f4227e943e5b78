import { describe, expect, it } from 'vitest';
import { escapeHtml, unescapeHtml } from './html-text.ts';

describe('HTML text', () => {
  it('escapes what would end an attribute or start a tag', () => {
    expect(escapeHtml(`<a href="x">Sam's & co</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Sam&#39;s &amp; co&lt;/a&gt;',
    );
  });

  it('reads back what it escaped, and an apostrophe as React writes it', () => {
    const text = `<a href="x">Sam's & co &amp;</a>`;
    expect(unescapeHtml(escapeHtml(text))).toBe(text);
    expect(unescapeHtml('Sam&#x27;s')).toBe("Sam's");
  });
});

import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { splitFrontMatter } from './front-matter.ts';
import { markdownTree } from './markdown-tree.ts';

/**
 * Our Markdown content, parsed at build time so no parser ships to the
 * browser: `file.md?markdown` is the body as a tree (`MarkdownNode[]`),
 * `file.md?front-matter` the `key: value` header.
 */
export function markdownContent(): Plugin {
  return {
    name: 'markdown-content',
    enforce: 'pre',
    async load(id) {
      const [file = '', query = ''] = id.split('?');
      const kind = new URLSearchParams(query);
      const tree = kind.has('markdown');
      if (!file.endsWith('.md') || !(tree || kind.has('front-matter')))
        return null;
      this.addWatchFile(file);
      const { fields, body } = splitFrontMatter(await readFile(file, 'utf8'));
      const value = tree ? markdownTree(body) : fields;
      return { code: `export default ${JSON.stringify(value)};` };
    },
  };
}

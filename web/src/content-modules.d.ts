// Markdown content, parsed at build time by web/build/markdown-plugin.ts.
declare module '*.md?markdown' {
  const tree: readonly import('./features/content/markdown-node').MarkdownNode[];
  export default tree;
}

declare module '*.md?front-matter' {
  const fields: Readonly<Record<string, string>>;
  export default fields;
}

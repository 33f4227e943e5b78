import { renameBuiltSite } from '#shared/contracts/built-site-name';
import { ANY_QUERY_ATTRIBUTE } from '#shared/contracts/served-plan-page';
import { defaultSiteSettings } from '#shared/domain/site-settings';
import { escapeHtml, inlineJson } from './html-text.ts';

/** What the served HTML of one page says of itself, and its main content. */
export interface PageDocument {
  /** The page's own title; the site's name is added. */
  readonly title: string;
  readonly description: string;
  /** Absolute canonical URL; none for a page that should not be indexed. */
  readonly canonical?: string;
  readonly noindex: boolean;
  /** schema.org data, written as JSON-LD. */
  readonly structuredData?: Record<string, unknown>;
  /** The HTML of the page's `<main>`. */
  readonly main: string;
  /**
   * The app may take the page over as served at this path, whatever the
   * query; without it, the app draws over what was served.
   */
  readonly hydrateAt?: string;
  /** Data for the app, written as a JSON script in the head. */
  readonly appData?: { readonly id: string; readonly value: unknown };
}

const PRERENDERED = /data-prerendered="[^"]*"/;
const MAIN = /(<main id="main"[^>]*>)[\s\S]*?(<\/main>)/;

/**
 * One page written into the build's shell of its folder (its scripts,
 * styles and site frame): its own title, description, canonical link,
 * Open Graph tags and structured data, and its content in `<main>`.
 * Throws when the shell lacks a part it fills, so a changed shell fails
 * the tests rather than serving a page without its content.
 */
export function pageInShell(
  shell: string,
  page: PageDocument,
  siteName: string = defaultSiteSettings.siteName,
): string {
  const title = escapeHtml(`${page.title} | ${siteName}`);
  const description = escapeHtml(page.description);
  const head = [
    page.canonical &&
      `<link rel="canonical" href="${escapeHtml(page.canonical)}" />`,
    page.canonical &&
      `<meta property="og:url" content="${escapeHtml(page.canonical)}" />`,
    page.noindex && '<meta name="robots" content="noindex" />',
    page.structuredData &&
      `<script type="application/ld+json">${inlineJson(page.structuredData)}</script>`,
    page.appData &&
      `<script type="application/json" id="${escapeHtml(page.appData.id)}">${inlineJson(page.appData.value)}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
  // In order: the root's marker first, before any page text is written.
  const replacements: [RegExp, string][] = [
    [
      PRERENDERED,
      page.hydrateAt === undefined
        ? 'data-prerendered=""'
        : `data-prerendered="${escapeHtml(page.hydrateAt)}" ${ANY_QUERY_ATTRIBUTE}`,
    ],
    [/<title>[\s\S]*?<\/title>/, `<title>${title}</title>`],
    [
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${description}" />`,
    ],
    [
      /<meta property="og:title" content="[^"]*" \/>/,
      `<meta property="og:title" content="${title}" />`,
    ],
    [
      /<meta property="og:description" content="[^"]*" \/>/,
      `<meta property="og:description" content="${description}" />`,
    ],
    [/<\/head>/, `  ${head}\n  </head>`],
    [MAIN, ''],
  ];
  return replacements.reduce(
    (html, [pattern, value]) => {
      if (!pattern.test(html))
        throw new Error(`The page shell has no ${pattern.source}`);
      // A function, so a `$` in the text is never read as a pattern.
      return html.replace(pattern, (_, open?: string, close?: string) =>
        pattern === MAIN ? `${open}${page.main}${close}` : value,
      );
    },
    // The shell names the site it was built for; the page, the one in force.
    renameBuiltSite(shell, siteName),
  );
}

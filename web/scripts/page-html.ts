import { renameBuiltSite } from '#shared/contracts/built-site-name';
import { escapeHtml } from '#shared/format/html-text';

export interface RenderedPage {
  readonly title: string;
  readonly description: string;
  /** Canonical URL; none for a shell shared by many pages. */
  readonly url?: string;
  /** The location rendered; the client hydrates only at this location. */
  readonly rendered: string;
  readonly preload: string;
  readonly body: string;
  /** Kept out of search results (the not-found page). */
  readonly noindex?: boolean;
}

function headTags(
  title: string,
  description: string,
  url?: string,
  noindex = false,
): string {
  const where = url
    ? [
        `<link rel="canonical" href="${escapeHtml(url)}" />`,
        `<meta property="og:url" content="${escapeHtml(url)}" />`,
      ]
    : [];
  return [
    ...where,
    ...(noindex ? ['<meta name="robots" content="noindex" />'] : []),
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
  ].join('\n    ');
}

/**
 * One pre-rendered page: the build's shell (`index.html` as Vite wrote it)
 * naming the site `siteName` in its title and share tags, with the page's
 * title ("<page> | <site>"), description, share tags, preloads and body
 * (whose frame the render named the same).
 */
export function pageHtml(
  template: string,
  page: RenderedPage,
  siteName: string,
): string {
  const title = `${page.title} | ${siteName}`;
  return renameBuiltSite(template, siteName)
    .replace(
      /<title>[\s\S]*?<\/title>/,
      () => `<title>${escapeHtml(title)}</title>`,
    )
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      () =>
        `<meta name="description" content="${escapeHtml(page.description)}" />`,
    )
    .replace(
      '</head>',
      () =>
        `  ${headTags(title, page.description, page.url, page.noindex)}\n    ${page.preload}\n  </head>`,
    )
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" data-prerendered="${escapeHtml(page.rendered)}">${page.body}</div>`,
    );
}

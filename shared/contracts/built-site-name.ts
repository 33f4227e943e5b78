import { defaultSiteSettings } from '#shared/domain/site-settings';
import { escapeHtml, unescapeHtml } from '#shared/format/html-text';

/**
 * Every page the web build writes names the site it was built for in its
 * Open Graph site name; the page and the app that takes it over read the
 * name from there (docs/settings.md).
 */
const SITE_NAME_TAG = /<meta property="og:site_name" content="([^"]*)" \/>/;

/** The site name a built page carries; the default for a page without one. */
export function builtSiteName(html: string): string {
  const tag = SITE_NAME_TAG.exec(html);
  return tag?.[1] ? unescapeHtml(tag[1]) : defaultSiteSettings.siteName;
}

/**
 * A built page with every mention of the name it was built with (its
 * title, share tags and site frame) replaced by `siteName`.
 */
export function renameBuiltSite(html: string, siteName: string): string {
  const built = builtSiteName(html);
  if (built === siteName) return html;
  const escaped = escapeHtml(built);
  // React writes an apostrophe as `&#x27;`, escapeHtml as `&#39;`.
  const written = new Set([escaped, escaped.replaceAll('&#39;', '&#x27;')]);
  const renamed = escapeHtml(siteName);
  return [...written].reduce(
    (page, form) => page.replaceAll(form, () => renamed),
    html,
  );
}

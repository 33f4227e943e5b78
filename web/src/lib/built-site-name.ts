import { defaultSiteSettings } from '#shared/domain/site-settings';

/** Set only while the build pre-renders pages (no document there). */
let prerendering: string | undefined;

/**
 * The site name this page was built with (its Open Graph site name,
 * docs/settings.md). The app starts from it, so it takes a pre-rendered
 * page over without changing its text, until the settings answer.
 */
export function builtSiteName(): string {
  if (prerendering !== undefined) return prerendering;
  const tag =
    typeof document === 'undefined'
      ? null
      : document.querySelector<HTMLMetaElement>(
          'meta[property="og:site_name"]',
        );
  return tag?.content || defaultSiteSettings.siteName;
}

/** The name the pre-render writes into the pages it renders next. */
export function prerenderSiteName(siteName: string | undefined): void {
  prerendering = siteName;
}

import { useEffect } from 'react';
import { defaultSiteSettings } from '#shared/domain/site-settings';

/** Sets the page title and description for search engines and tabs. */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = `${title} | ${defaultSiteSettings.siteName}`;
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', description);
  }, [title, description]);
}

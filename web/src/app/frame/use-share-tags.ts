import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SITE_ORIGIN } from '@/features/content/page-meta';

function headTag(selector: string, create: () => HTMLElement): HTMLElement {
  const found = document.head.querySelector<HTMLElement>(selector);
  if (found) return found;
  const element = create();
  document.head.append(element);
  return element;
}

const meta = (property: string) =>
  headTag(`meta[property="${property}"]`, () => {
    const element = document.createElement('meta');
    element.setAttribute('property', property);
    return element;
  });

/**
 * Keeps the canonical URL and the Open Graph tags in step with the page.
 * The frame's effect runs after the page's own (`usePageMeta`), so the
 * title and description it copies are the page's.
 */
export function useShareTags(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const url = `${SITE_ORIGIN}${pathname === '/' ? '/' : pathname.replace(/\/$/, '')}`;
    headTag('link[rel="canonical"]', () => {
      const link = document.createElement('link');
      link.rel = 'canonical';
      return link;
    }).setAttribute('href', url);
    meta('og:url').setAttribute('content', url);
    meta('og:title').setAttribute('content', document.title);
    const description = document.head
      .querySelector('meta[name="description"]')
      ?.getAttribute('content');
    if (description)
      meta('og:description').setAttribute('content', description);
  }, [pathname]);
}

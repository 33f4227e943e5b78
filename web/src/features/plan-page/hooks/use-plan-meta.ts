import { useEffect } from 'react';
import { usePageMeta } from '@/lib/page-meta';

const setShareTag = (property: string, content: string) =>
  document
    .querySelector(`meta[property="${property}"]`)
    ?.setAttribute('content', content);

/**
 * The page's title and description, and the share tags with them: the
 * frame copies those when the path changes, before the plan has loaded
 * and the page knows its name.
 */
export function usePlanMeta(title: string, description: string): void {
  usePageMeta(title, description);
  // `title` is a dependency: document.title is set from it just before.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above.
  useEffect(() => {
    setShareTag('og:title', document.title);
    setShareTag('og:description', description);
  }, [title, description]);
}

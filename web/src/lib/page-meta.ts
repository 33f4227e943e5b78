import { useEffect, useSyncExternalStore } from 'react';
import { defaultSiteSettings } from '#shared/domain/site-settings';

let siteName = defaultSiteSettings.siteName;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const currentName = () => siteName;

/**
 * The name staff gave the site (docs/settings.md), once the app has read
 * it: every page title ends with it, and open pages take it at once.
 */
export function setTitleSiteName(name: string): void {
  if (name === siteName) return;
  siteName = name;
  for (const listener of listeners) listener();
}

/** Sets the page title and description for search engines and tabs. */
export function usePageMeta(title: string, description: string): void {
  const name = useSyncExternalStore(subscribe, currentName, currentName);
  useEffect(() => {
    document.title = `${title} | ${name}`;
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', description);
  }, [title, description, name]);
}

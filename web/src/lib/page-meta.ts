import { useEffect, useSyncExternalStore } from 'react';
import { builtSiteName } from './built-site-name';

/** Unset until the app has read the settings: the page's built name. */
let siteName: string | undefined;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const currentName = () => siteName ?? builtSiteName();

/**
 * The name staff gave the site (docs/settings.md), once the app has read
 * it: every page title ends with it, and open pages take it at once.
 */
export function setTitleSiteName(name: string): void {
  if (name === currentName()) return;
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

import { useEffect, useState } from 'react';
import {
  defaultPublicSettings,
  type PublicSiteSettings,
} from '#shared/domain/site-settings';
import { apiRequest } from '@/lib/api-client';
import { builtSiteName } from '@/lib/built-site-name';

let loaded: PublicSiteSettings | undefined;
let pending: Promise<PublicSiteSettings> | undefined;

/**
 * Takes each known field from the answer when it has the right type and
 * keeps the default otherwise. Deliberately not zod: this runs on every
 * page, and zod would weigh down the first download of each one.
 */
function fromAnswer(body: unknown): PublicSiteSettings {
  const answer = ((body as { settings?: unknown })?.settings ?? {}) as Record<
    string,
    unknown
  >;
  const pick = <K extends keyof PublicSiteSettings>(
    key: K,
  ): PublicSiteSettings[K] =>
    (typeof answer[key] === typeof defaultPublicSettings[key]
      ? answer[key]
      : defaultPublicSettings[key]) as PublicSiteSettings[K];
  return {
    siteName: pick('siteName'),
    siteDescription: pick('siteDescription'),
    contactEmail: pick('contactEmail'),
    contactPhone: pick('contactPhone'),
    maxCallbackWaitTime: pick('maxCallbackWaitTime'),
  };
}

/** One request per page load, however many components ask. */
function loadSiteSettings(): Promise<PublicSiteSettings> {
  pending ??= apiRequest<unknown>('GET', '/site-settings')
    .then(fromAnswer)
    .then((settings) => {
      loaded = settings;
      return settings;
    })
    .catch(() => defaultPublicSettings);
  return pending;
}

/**
 * The public site settings (name, phone, e-mail) staff maintain. Gives
 * the default settings, named as the page was built, while loading, on
 * error and when rendered ahead of time, so the frame never waits for them.
 */
export function useSiteSettings(): PublicSiteSettings {
  const [settings, setSettings] = useState(
    () => loaded ?? { ...defaultPublicSettings, siteName: builtSiteName() },
  );
  useEffect(() => {
    let live = true;
    loadSiteSettings().then((s) => live && setSettings(s));
    return () => {
      live = false;
    };
  }, []);
  return settings;
}

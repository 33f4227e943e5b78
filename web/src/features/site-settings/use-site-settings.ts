import { useEffect, useState } from 'react';
import {
  defaultSettings,
  type PublicSiteSettings,
  publicSiteSettingsResponseSchema,
  publicSiteSettingsSchema,
} from '#shared/contracts/site-settings';
import { apiRequest } from '@/lib/api-client';

const fallback = publicSiteSettingsSchema.parse(defaultSettings);

let loaded: PublicSiteSettings | undefined;
let pending: Promise<PublicSiteSettings> | undefined;

/** One request per page load, however many components ask. */
function loadSiteSettings(): Promise<PublicSiteSettings> {
  pending ??= apiRequest<unknown>('GET', '/site-settings')
    .then((body) => publicSiteSettingsResponseSchema.parse(body).settings)
    .then((settings) => {
      loaded = settings;
      return settings;
    })
    .catch(() => fallback);
  return pending;
}

/**
 * The public site settings (name, phone, e-mail) staff maintain. Gives
 * the spec's defaults while loading, on error, and when rendered ahead
 * of time, so the frame never waits for them.
 */
export function useSiteSettings(): PublicSiteSettings {
  const [settings, setSettings] = useState(loaded ?? fallback);
  useEffect(() => {
    let live = true;
    loadSiteSettings().then((s) => live && setSettings(s));
    return () => {
      live = false;
    };
  }, []);
  return settings;
}

import { useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { LazyCallbackDialog } from '@/features/callback/components/lazy-callback-dialog';
import { useSiteSettings } from '@/features/site-settings/use-site-settings';
import { setTitleSiteName } from '@/lib/page-meta';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useShareTags } from './use-share-tags';
import { useTopOfNewPage } from './use-top-of-new-page';

/**
 * Public pages: sticky header, main area, footer, call back dialog; a new
 * page opens at its top.
 */
export function SiteFrame() {
  const [callbackOpen, setCallbackOpen] = useState(false);
  const settings = useSiteSettings();
  // Page titles end with the name staff gave the site.
  useEffect(() => setTitleSiteName(settings.siteName), [settings.siteName]);
  useShareTags();
  useTopOfNewPage();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader
        siteName={settings.siteName}
        onCallback={() => setCallbackOpen(true)}
      />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter settings={settings} />
      <LazyCallbackDialog open={callbackOpen} onOpenChange={setCallbackOpen} />
    </>
  );
}

import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useSiteSettings } from '@/features/site-settings/use-site-settings';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useShareTags } from './use-share-tags';

// Loaded on the first request for a call back: it keeps the form and its
// validation out of every page's first download.
const CallbackDialog = lazy(() =>
  import('@/features/callback/components/callback-dialog').then((m) => ({
    default: m.CallbackDialog,
  })),
);

/** Public pages: sticky header, main area, footer, floating call back. */
export function SiteFrame() {
  const [callbackOpen, setCallbackOpen] = useState(false);
  const [callbackWanted, setCallbackWanted] = useState(false);
  const settings = useSiteSettings();
  useShareTags();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader siteName={settings.siteName} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter settings={settings} />
      <button
        type="button"
        className="floating-callback button button-primary"
        onClick={() => {
          setCallbackWanted(true);
          setCallbackOpen(true);
        }}
      >
        Request Call Back
      </button>
      {callbackWanted && (
        <Suspense fallback={null}>
          <CallbackDialog open={callbackOpen} onOpenChange={setCallbackOpen} />
        </Suspense>
      )}
    </>
  );
}

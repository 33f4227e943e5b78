import { useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { defaultSiteSettings } from '#shared/domain/site-settings';
import { CallbackDialog } from '@/features/callback/components/callback-dialog';
import { SiteFooter } from './site-footer';

const navLinks = [
  ['/compare', 'Compare Plans'],
  ['/rates', 'Latest Rates'],
  ['/how-it-works', 'How It Works'],
  ['/faq', 'FAQ'],
  ['/blog', 'Blog'],
  ['/about', 'About'],
  ['/contact', 'Contact'],
] as const;

/** Sticky header, main area, footer and the floating call-back button. */
export function SiteFrame() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [callbackOpen, setCallbackOpen] = useState(false);
  const settings = defaultSiteSettings;
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <div className="container header-row">
          <Link to="/" className="logo" onClick={() => setMenuOpen(false)}>
            {settings.siteName}
          </Link>
          <button
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="site-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? 'Close menu' : 'Menu'}
          </button>
          <nav
            id="site-nav"
            aria-label="Main"
            className={menuOpen ? 'nav nav-open' : 'nav'}
          >
            <ul>
              {navLinks.map(([to, label]) => (
                <li key={to}>
                  <NavLink to={to} onClick={() => setMenuOpen(false)}>
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <Link
              to="/compare"
              className="button button-primary"
              onClick={() => setMenuOpen(false)}
            >
              Start Comparison
            </Link>
          </nav>
        </div>
      </header>
      <main id="main">
        <Outlet />
      </main>
      <SiteFooter settings={settings} />
      <button
        type="button"
        className="floating-callback button button-primary"
        onClick={() => setCallbackOpen(true)}
      >
        Request Call Back
      </button>
      <CallbackDialog open={callbackOpen} onOpenChange={setCallbackOpen} />
    </>
  );
}

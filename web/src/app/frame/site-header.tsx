import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { PhoneIcon } from '@/components/ui/fab-icons';

const navLinks = [
  ['/compare', 'Compare Plans'],
  ['/rates', 'Latest Rates'],
  ['/how-it-works', 'How It Works'],
  ['/faq', 'FAQ'],
  ['/blog', 'Blog'],
  ['/about', 'About'],
  ['/contact', 'Contact'],
] as const;

/**
 * Sticky header; on small screens the links fold into a menu. The call
 * back button lives here and floats only where the page has room for it.
 */
export function SiteHeader({
  siteName,
  onCallback,
}: {
  siteName: string;
  onCallback: () => void;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  return (
    <header className="site-header">
      <div className="container header-row">
        <Link to="/" className="logo" onClick={close}>
          {siteName}
        </Link>
        <button
          type="button"
          className="floating-callback fab button button-primary"
          title="Request Call Back"
          onClick={onCallback}
        >
          <PhoneIcon />
          <span className="fab-label">Request Call Back</span>
        </button>
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
                <NavLink to={to} onClick={close}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
          <Link to="/compare" className="button button-primary" onClick={close}>
            Start Comparison
          </Link>
        </nav>
      </div>
    </header>
  );
}

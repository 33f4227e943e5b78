import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { accessToken, logOut, onSessionEnded } from '@/lib/auth';
import { useSidebar } from '../hooks/use-sidebar';
import { loginFor } from '../return-path';
import { AdminSidebar } from './admin-sidebar';
import '../admin-shell.css';

/**
 * Frame of every signed-in admin page: without a session it goes to
 * /admin/login, which brings staff back to this page (a link from a staff
 * e-mail included); with one, the sidebar and the page.
 */
export function AdminLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  // Read when the session is found missing or ends, wherever staff are then.
  const here = useRef('');
  here.current = `${location.pathname}${location.search}`;
  const sidebar = useSidebar();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let live = true;
    const toLogin = () => navigate(loginFor(here.current), { replace: true });
    accessToken().then(
      (token) => {
        if (!live) return;
        if (token) setReady(true);
        else toLogin();
      },
      () => live && toLogin(),
    );
    const stop = onSessionEnded(toLogin);
    return () => {
      live = false;
      stop();
    };
  }, [navigate]);

  const logout = async () => {
    await logOut();
    navigate('/admin/login', { replace: true });
  };

  if (!ready) return <p className="admin-loading">Loading...</p>;
  return (
    <div
      className="admin-shell"
      data-sidebar={sidebar.expanded ? 'expanded' : 'collapsed'}
    >
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AdminSidebar sidebar={sidebar} onLogout={logout} />
      <div className="admin-main">
        <header className="admin-topbar">
          <button
            type="button"
            className="button admin-toggle"
            onClick={sidebar.toggle}
            aria-label="Toggle sidebar"
            aria-keyshortcuts="Control+B Meta+B"
            aria-expanded={
              sidebar.mobile ? sidebar.mobileOpen : sidebar.expanded
            }
          >
            ☰
          </button>
        </header>
        <main id="main" className="admin-content" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}

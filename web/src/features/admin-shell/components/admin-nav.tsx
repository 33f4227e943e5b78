import { NavLink } from 'react-router-dom';
import '../admin-shell.css';

const entries = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: '▦' },
  { to: '/admin/callbacks', label: 'Callbacks', icon: '☎' },
  { to: '/admin/inquiries', label: 'Inquiries', icon: '✉' },
  { to: '/admin/switching', label: 'Switching', icon: '⇄' },
  { to: '/admin/subscribers', label: 'Subscribers', icon: '@' },
  { to: '/admin/analytics', label: 'Analytics', icon: '↗' },
  { to: '/admin/settings', label: 'Settings', icon: '⚙' },
] as const;

interface AdminNavProps {
  readonly collapsed: boolean;
  readonly onNavigate?: () => void;
  readonly onLogout: () => void;
}

/** The sidebar's entries and Logout; icons only when collapsed. */
export function AdminNav({ collapsed, onNavigate, onLogout }: AdminNavProps) {
  return (
    <nav aria-label="Admin" className="admin-nav">
      <ul>
        {entries.map((entry) => (
          <li key={entry.to}>
            <NavLink
              to={entry.to}
              onClick={onNavigate}
              title={collapsed ? entry.label : undefined}
            >
              <span aria-hidden="true" className="admin-nav-icon">
                {entry.icon}
              </span>
              <span className={collapsed ? 'visually-hidden' : undefined}>
                {entry.label}
              </span>
            </NavLink>
          </li>
        ))}
      </ul>
      <button type="button" className="admin-logout" onClick={onLogout}>
        <span aria-hidden="true" className="admin-nav-icon">
          ⏻
        </span>
        <span className={collapsed ? 'visually-hidden' : undefined}>
          Logout
        </span>
      </button>
    </nav>
  );
}

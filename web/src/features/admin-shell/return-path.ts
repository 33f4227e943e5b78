/** Where staff land after signing in when nothing else was asked for. */
export const ADMIN_HOME = '/admin/dashboard';

/**
 * The admin page to return to after sign-in, from the login page's
 * `?next=`: only a path of this site's admin (never another origin, a
 * protocol-relative `//host` or the login page itself), else the dashboard.
 */
export function returnPath(next: string | null): string {
  if (!next) return ADMIN_HOME;
  const url = new URL(next, 'https://admin.invalid');
  const sameSite =
    url.origin === 'https://admin.invalid' &&
    next.startsWith('/admin/') &&
    !next.startsWith('//') &&
    !next.includes('\\');
  if (!sameSite || url.pathname === '/admin/login') return ADMIN_HOME;
  return `${url.pathname}${url.search}`;
}

/** The login page that brings staff back to `path` (pathname and search). */
export const loginFor = (path: string) =>
  `/admin/login?${new URLSearchParams({ next: path })}`;

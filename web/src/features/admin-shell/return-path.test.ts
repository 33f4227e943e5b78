import { describe, expect, it } from 'vitest';
import { loginFor, returnPath } from './return-path';

describe('returnPath', () => {
  it.each([
    ['/admin/callbacks?lead=01J', '/admin/callbacks?lead=01J'],
    [
      '/admin/inquiries?status=new&sort=score',
      '/admin/inquiries?status=new&sort=score',
    ],
    [null, '/admin/dashboard'],
    ['', '/admin/dashboard'],
    ['https://evil.example/admin/x', '/admin/dashboard'],
    ['//evil.example/admin/x', '/admin/dashboard'],
    ['/\\evil.example', '/admin/dashboard'],
    ['/admin/login?next=/admin/x', '/admin/dashboard'],
    ['/plans', '/admin/dashboard'],
    ['javascript:alert(1)', '/admin/dashboard'],
  ])('takes %s back to %s', (next, path) => {
    expect(returnPath(next)).toBe(path);
  });

  it('round-trips a page through the login address', () => {
    const login = new URL(
      loginFor('/admin/callbacks?lead=01J'),
      'https://x.example',
    );
    expect(login.pathname).toBe('/admin/login');
    expect(returnPath(login.searchParams.get('next'))).toBe(
      '/admin/callbacks?lead=01J',
    );
  });
});

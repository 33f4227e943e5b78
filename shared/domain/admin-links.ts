import type { AdminLeadKind } from '../contracts/admin.ts';

/** The admin page that lists each lead kind. */
export const adminListPaths: Record<AdminLeadKind, string> = {
  callback: '/admin/callbacks',
  inquiry: '/admin/inquiries',
  switch: '/admin/switching',
  subscription: '/admin/subscribers',
};

/**
 * The address that opens one lead in the admin (its list with `?lead=`):
 * what every staff e-mail links to. Signed out, it survives the sign-in.
 */
export function adminLeadUrl(
  siteUrl: string,
  kind: AdminLeadKind,
  id: string,
): string {
  const url = new URL(adminListPaths[kind], siteUrl);
  url.searchParams.set('lead', id);
  return url.href;
}

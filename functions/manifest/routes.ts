import { PLAN_PAGE_TEMPLATE } from '#shared/contracts/prerendered-files';
import type { TablePartition } from './table.ts';

/** Who may call a route: anyone, or a signed-in member of the staff group. */
export type RouteAccess = 'public' | 'staff';

/**
 * What a function may do to the table (least privilege): nothing, read,
 * read and write, or read and write only items in the named `partitions`,
 * enforced by IAM on the leading key.
 */
export type TableAccess =
  | 'none'
  | 'read'
  | 'readWrite'
  | { readonly partitions: readonly TablePartition[] };

export interface RouteDefinition {
  /** PascalCase id; the CDK construct id is this plus `Fn`. */
  readonly id: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'ANY';
  /** HTTP API path, with `{name}` path parameters. */
  readonly path: string;
  /** Module under `functions/handlers/`, exporting `handler`. */
  readonly handler: string;
  readonly access: RouteAccess;
  readonly table: TableAccess;
  /** Puts events on the bus. */
  readonly publishes?: boolean;
  /**
   * Files of the built site (`web/dist`) the handler reads, bundled beside
   * it under `site/`: pages of the site answered by a function.
   */
  readonly siteFiles?: readonly string[];
}

/** The route table, declared once for the CDK stack and the local gateway. */
export const routes: readonly RouteDefinition[] = [
  {
    id: 'ListPlans',
    method: 'GET',
    path: '/api/plans',
    handler: 'http/public/list-plans',
    access: 'public',
    table: 'read',
  },
  {
    id: 'GetPlan',
    method: 'GET',
    path: '/api/plans/{id}',
    handler: 'http/public/get-plan',
    access: 'public',
    table: 'read',
  },
  {
    id: 'GetPlanHistory',
    method: 'GET',
    path: '/api/plans/{id}/history',
    handler: 'http/public/get-plan-history',
    access: 'public',
    table: 'read',
  },
  {
    id: 'GetPlanDetails',
    method: 'GET',
    path: '/api/plans/{id}/details',
    handler: 'http/public/get-plan-details',
    access: 'public',
    table: 'read',
  },
  {
    id: 'ListRates',
    method: 'GET',
    path: '/api/rates',
    handler: 'http/public/list-rates',
    access: 'public',
    table: 'read',
  },
  {
    id: 'ComparePlans',
    method: 'POST',
    path: '/api/compare',
    handler: 'http/public/compare-plans',
    access: 'public',
    table: 'readWrite',
  },
  {
    id: 'CompareSideBySide',
    method: 'POST',
    path: '/api/compare/side-by-side',
    handler: 'http/public/compare-side-by-side',
    access: 'public',
    table: 'read',
  },
  {
    id: 'QuoteSwitch',
    method: 'POST',
    path: '/api/switch-quotes',
    handler: 'http/public/quote-switch',
    access: 'public',
    table: 'read',
  },
  {
    id: 'CreateSwitchRequest',
    method: 'POST',
    path: '/api/switch-requests',
    handler: 'http/public/create-switch-request',
    access: 'public',
    table: 'readWrite',
  },
  {
    id: 'CreateCallbackRequest',
    method: 'POST',
    path: '/api/callbacks',
    handler: 'http/public/create-callback-request',
    access: 'public',
    table: 'readWrite',
  },
  {
    id: 'TriggerPriceUpdate',
    method: 'POST',
    path: '/api/price-updates',
    handler: 'http/public/trigger-price-update',
    access: 'public',
    table: 'readWrite',
    publishes: true,
  },
  {
    id: 'GetLatestPriceUpdate',
    method: 'GET',
    path: '/api/price-updates/latest',
    handler: 'http/public/get-latest-price-update',
    access: 'public',
    table: 'read',
  },
  {
    id: 'CreateInquiry',
    method: 'POST',
    path: '/api/inquiries',
    handler: 'http/public/create-inquiry',
    access: 'public',
    table: 'readWrite',
  },
  {
    id: 'CreateContactMessage',
    method: 'POST',
    path: '/api/contact-messages',
    handler: 'http/public/create-contact-message',
    access: 'public',
    table: 'readWrite',
  },
  {
    id: 'CreateSubscription',
    method: 'POST',
    path: '/api/subscriptions',
    handler: 'http/public/create-subscription',
    access: 'public',
    table: 'readWrite',
  },
  {
    id: 'ConfirmSubscription',
    method: 'POST',
    path: '/api/subscriptions/confirm',
    handler: 'http/public/confirm-subscription',
    access: 'public',
    table: 'readWrite',
  },
  {
    id: 'Unsubscribe',
    method: 'POST',
    path: '/api/subscriptions/unsubscribe',
    handler: 'http/public/unsubscribe',
    access: 'public',
    table: 'readWrite',
  },
  // Price alerts on a saved comparison (docs/price-alerts.md).
  {
    id: 'CreateWatch',
    method: 'POST',
    path: '/api/watches',
    handler: 'http/public/create-watch',
    access: 'public',
    table: 'readWrite',
  },
  {
    id: 'ConfirmWatch',
    method: 'POST',
    path: '/api/watches/confirm',
    handler: 'http/public/confirm-watch',
    access: 'public',
    table: 'readWrite',
  },
  {
    id: 'UnsubscribeWatch',
    method: 'POST',
    path: '/api/watches/unsubscribe',
    handler: 'http/public/unsubscribe-watch',
    access: 'public',
    table: 'readWrite',
  },
  {
    id: 'OneClickUnsubscribeWatch',
    method: 'POST',
    path: '/api/watches/one-click-unsubscribe',
    handler: 'http/public/one-click-unsubscribe-watch',
    access: 'public',
    table: 'readWrite',
  },
  {
    id: 'DeleteWatch',
    method: 'POST',
    path: '/api/watches/delete',
    handler: 'http/public/delete-watch',
    access: 'public',
    table: 'readWrite',
  },
  {
    id: 'RenewWatch',
    method: 'POST',
    path: '/api/watches/renew',
    handler: 'http/public/renew-watch',
    access: 'public',
    table: 'readWrite',
  },
  {
    id: 'LogClientEvent',
    method: 'POST',
    path: '/api/client-events',
    handler: 'http/public/log-client-event',
    access: 'public',
    table: 'none',
  },
  {
    id: 'GetSiteSettings',
    method: 'GET',
    path: '/api/site-settings',
    handler: 'http/public/get-site-settings',
    access: 'public',
    table: 'read',
  },
  // Staff admin: every route below needs a staff token.
  {
    id: 'GetAdminDashboard',
    method: 'GET',
    path: '/api/admin/dashboard',
    handler: 'http/admin/get-dashboard',
    access: 'staff',
    table: 'read',
  },
  {
    id: 'ListAdminLeads',
    method: 'GET',
    path: '/api/admin/leads/{kind}',
    handler: 'http/admin/list-leads',
    access: 'staff',
    table: 'read',
  },
  {
    id: 'GetAdminLead',
    method: 'GET',
    path: '/api/admin/leads/{kind}/{id}',
    handler: 'http/admin/get-lead',
    access: 'staff',
    table: 'read',
  },
  {
    id: 'ChangeAdminLeadStatus',
    method: 'PATCH',
    path: '/api/admin/leads/{kind}/{id}/status',
    handler: 'http/admin/change-lead-status',
    access: 'staff',
    table: 'readWrite',
  },
  {
    // Bulk: the selected rows, each moved only from the status staff saw.
    id: 'ChangeAdminLeadStatuses',
    method: 'PATCH',
    path: '/api/admin/leads/{kind}',
    handler: 'http/admin/change-lead-statuses',
    access: 'staff',
    table: 'readWrite',
  },
  {
    id: 'DeleteAdminInquiry',
    method: 'DELETE',
    path: '/api/admin/leads/inquiry/{id}',
    handler: 'http/admin/delete-inquiry',
    access: 'staff',
    table: 'readWrite',
  },
  {
    // Undo of a delete, while the inquiry is kept (docs/product-rules.md).
    id: 'RestoreAdminInquiry',
    method: 'POST',
    path: '/api/admin/leads/inquiry/{id}/restore',
    handler: 'http/admin/restore-inquiry',
    access: 'staff',
    table: 'readWrite',
  },
  {
    // Sign-out: the caller's session is refused from now on (AP-AUTH1).
    id: 'EndAdminSession',
    method: 'POST',
    path: '/api/admin/session/end',
    handler: 'http/admin/end-session',
    access: 'staff',
    table: { partitions: ['revokedSessions'] },
  },
  {
    id: 'ExportAdminSubscribers',
    method: 'GET',
    path: '/api/admin/exports/subscribers',
    handler: 'http/admin/export-subscribers',
    access: 'staff',
    table: 'read',
  },
  {
    id: 'GetAdminAnalytics',
    method: 'GET',
    path: '/api/admin/analytics',
    handler: 'http/admin/get-analytics',
    access: 'staff',
    table: 'read',
  },
  {
    id: 'GetAdminSettings',
    method: 'GET',
    path: '/api/admin/settings',
    handler: 'http/admin/get-settings',
    access: 'staff',
    table: 'read',
  },
  {
    id: 'SaveAdminSettings',
    method: 'PUT',
    path: '/api/admin/settings',
    handler: 'http/admin/save-settings',
    access: 'staff',
    table: 'readWrite',
  },
  // Pages of the public site drawn from the catalogue, outside /api:
  // CloudFront sends these paths to the API (docs/architecture.md).
  {
    id: 'PlanPage',
    method: 'GET',
    path: '/plans/{id}',
    handler: 'http/public/plan-page',
    access: 'public',
    table: 'read',
    siteFiles: [PLAN_PAGE_TEMPLATE],
  },
  {
    id: 'Sitemap',
    method: 'GET',
    path: '/sitemap.xml',
    handler: 'http/public/sitemap',
    access: 'public',
    table: 'read',
  },
  {
    id: 'PlanSitemap',
    method: 'GET',
    path: '/sitemaps/{file}',
    handler: 'http/public/plan-sitemap',
    access: 'public',
    table: 'read',
  },
  {
    // Catches every other /api path so unknown routes get the one error shape.
    id: 'ApiNotFound',
    method: 'ANY',
    path: '/api/{proxy+}',
    handler: 'http/public/api-not-found',
    access: 'public',
    table: 'none',
  },
];

/** Routes answering pages and files of the site itself (not under /api). */
export const siteRoutes = routes.filter(
  (route) => !route.path.startsWith('/api/'),
);

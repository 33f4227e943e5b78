/** Who may call a route: anyone, or a signed-in member of the staff group. */
export type RouteAccess = 'public' | 'staff';

/** What a route's function may do to the table (least privilege). */
export type TableAccess = 'none' | 'read' | 'readWrite';

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
    // Catches every other /api path so unknown routes get the one error shape.
    id: 'ApiNotFound',
    method: 'ANY',
    path: '/api/{proxy+}',
    handler: 'http/public/api-not-found',
    access: 'public',
    table: 'none',
  },
];

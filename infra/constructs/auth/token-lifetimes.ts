/**
 * How long staff tokens last, for the CDK pool and the local one alike.
 * A signed-out access token stays valid at Cognito until it expires, so
 * it is short; the SPA refreshes it silently (docs/runbook.md §2).
 */
export const STAFF_TOKEN_LIFETIMES = {
  accessMinutes: 15,
  idMinutes: 15,
  refreshHours: 12,
} as const;

import { afterAll, beforeAll, inject, vi } from 'vitest';
import { LOCAL_ORIGIN_SECRET } from '#local/environment';
import { ORIGIN_VERIFY_HEADER } from '#platform/origin-header';

/** What the local CloudFront adds: events built by hand need it too. */
export const originHeaders = { [ORIGIN_VERIFY_HEADER]: LOCAL_ORIGIN_SECRET };

/**
 * Points this test worker's own use-case modules at the test stack's
 * table, as a Lambda's environment would. Call before importing them.
 */
export function pointAtStackTable(extra: Record<string, string> = {}): void {
  Object.assign(process.env, {
    AWS_REGION: 'ap-southeast-2',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    TABLE_NAME: inject('tableName'),
    DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
    ORIGIN_VERIFY_SECRET: LOCAL_ORIGIN_SECRET,
    HASH_KEY: inject('hashKey'),
    ...extra,
  });
}

/**
 * For a file that sets what a module reads when it loads (the table's
 * endpoint, the log level): the integration project shares modules between
 * files (vitest.config.ts), so this file loads its own copies, and the
 * files after it load theirs afresh rather than these. Call at the top.
 */
export function loadModulesAfresh(): void {
  beforeAll(() => {
    vi.resetModules();
  });
  afterAll(() => {
    vi.resetModules();
  });
}

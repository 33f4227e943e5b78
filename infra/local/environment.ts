import { LOCAL_REGION } from './aws.ts';

/** Settings the handlers read, pointed at the local stand-ins. */
export interface LocalEndpoints {
  readonly dynamodb: string;
  readonly bus: string;
  readonly ses: string;
}

export const LOCAL_TABLE = 'energy-compare-local';
export const LOCAL_STAFF_INBOX = 'staff@energy-compare.local';
/**
 * The origin-verify value the local gateway adds as CloudFront would.
 * Not a secret: locally it only makes the handlers run the same check.
 */
export const LOCAL_ORIGIN_SECRET = 'local-origin-verify-not-a-secret';

/**
 * Sets the environment before any handler runs. Handlers read their
 * configuration when they run (functions/platform/config.ts); the stack
 * holds every delivery until the whole environment is set and checked.
 */
export function applyLocalEnvironment(endpoints: LocalEndpoints): void {
  applyTableEnvironment(endpoints.dynamodb);
  Object.assign(process.env, {
    EVENT_BUS_NAME: 'energy-compare-local',
    EVENTBRIDGE_ENDPOINT: endpoints.bus,
    SES_ENDPOINT: endpoints.ses,
    MAIL_FROM: 'no-reply@energy-compare.local',
    STAFF_NOTIFY_EMAIL: LOCAL_STAFF_INBOX,
    ORIGIN_VERIFY_SECRET: LOCAL_ORIGIN_SECRET,
    POWERTOOLS_DEV: 'false',
    POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
  });
}

/** Just the table settings, for tools that only touch the database. */
export function applyTableEnvironment(dynamodbEndpoint: string): void {
  Object.assign(process.env, {
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    TABLE_NAME: LOCAL_TABLE,
    DYNAMODB_ENDPOINT: dynamodbEndpoint,
  });
}

/** Where the staff check finds the local pool (cognito-local). */
export interface LocalAuth {
  readonly endpoint: string;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
}

/** The `requireStaff()` settings for cognito-local's issuer and keys. */
export function applyAuthEnvironment(auth: LocalAuth): void {
  const issuer = `${auth.endpoint}/${auth.userPoolId}`;
  Object.assign(process.env, {
    AUTH_USER_POOL_ID: auth.userPoolId,
    AUTH_CLIENT_ID: auth.userPoolClientId,
    AUTH_ISSUER: issuer,
    AUTH_JWKS_URI: `${issuer}/.well-known/jwks.json`,
  });
}

import { STAFF_TOKEN_LIFETIMES } from '../../constructs/auth/token-lifetimes.ts';
import { IdpError, idp, unlessExists } from './idp.ts';

/** The staff sign-in printed by `npm start` (local only). */
export const LOCAL_STAFF_LOGIN = {
  email: 'staff@energy-compare.local',
  password: 'local-staff-passphrase',
  name: 'Alex Morgan',
} as const;

export const STAFF_GROUP = 'staff';
const POOL_NAME = 'energy-compare-staff';
const CLIENT_NAME = 'energy-compare-spa';

export interface LocalPool {
  readonly endpoint: string;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
}

interface Named {
  readonly Id?: string;
  readonly Name?: string;
  readonly ClientId?: string;
  readonly ClientName?: string;
}

async function ensurePoolId(endpoint: string): Promise<string> {
  const { UserPools = [] } = await idp<{ UserPools?: Named[] }>(
    endpoint,
    'ListUserPools',
    { MaxResults: 60 },
  );
  const found = UserPools.find((p) => p.Name === POOL_NAME)?.Id;
  if (found) return found;
  const created = await idp<{ UserPool: Named }>(endpoint, 'CreateUserPool', {
    PoolName: POOL_NAME,
    UsernameAttributes: ['email'],
    // Mirrors infra/constructs/auth (ASVS V2.1: length, no composition).
    Policies: {
      PasswordPolicy: {
        MinimumLength: 12,
        RequireUppercase: false,
        RequireLowercase: false,
        RequireNumbers: false,
        RequireSymbols: false,
      },
    },
  });
  return String(created.UserPool.Id);
}

/** The client's token settings: the CDK pool's lifetimes. */
const clientTokenSettings = {
  AccessTokenValidity: STAFF_TOKEN_LIFETIMES.accessMinutes,
  IdTokenValidity: STAFF_TOKEN_LIFETIMES.idMinutes,
  RefreshTokenValidity: STAFF_TOKEN_LIFETIMES.refreshHours,
  TokenValidityUnits: {
    AccessToken: 'minutes',
    IdToken: 'minutes',
    RefreshToken: 'hours',
  },
};

const clientAuthFlows = [
  'ALLOW_USER_PASSWORD_AUTH',
  'ALLOW_USER_SRP_AUTH',
  'ALLOW_REFRESH_TOKEN_AUTH',
];

async function ensureClientId(endpoint: string, userPoolId: string) {
  const { UserPoolClients = [] } = await idp<{ UserPoolClients?: Named[] }>(
    endpoint,
    'ListUserPoolClients',
    { UserPoolId: userPoolId, MaxResults: 60 },
  );
  const found = UserPoolClients.find((c) => c.ClientName === CLIENT_NAME);
  if (found?.ClientId) {
    // A client kept in `.data/cognito` from before gets today's lifetimes.
    await idp(endpoint, 'UpdateUserPoolClient', {
      UserPoolId: userPoolId,
      ClientId: found.ClientId,
      ClientName: CLIENT_NAME,
      ExplicitAuthFlows: clientAuthFlows,
      ...clientTokenSettings,
    });
    return found.ClientId;
  }
  const created = await idp<{ UserPoolClient: Named }>(
    endpoint,
    'CreateUserPoolClient',
    {
      UserPoolId: userPoolId,
      ClientName: CLIENT_NAME,
      ExplicitAuthFlows: clientAuthFlows,
      ...clientTokenSettings,
    },
  );
  return String(created.UserPoolClient.ClientId);
}

/**
 * Creates (or updates) a confirmed user with a permanent password in the
 * given groups. Tests use it for non-staff users too.
 */
export async function ensureUser(
  pool: LocalPool,
  user: { email: string; password: string; name?: string },
  groups: readonly string[],
): Promise<void> {
  const { endpoint, userPoolId } = pool;
  const Username = user.email;
  try {
    await idp(endpoint, 'AdminGetUser', { UserPoolId: userPoolId, Username });
  } catch (error) {
    if (!(error instanceof IdpError && error.type === 'UserNotFoundException'))
      throw error;
    await idp(endpoint, 'AdminCreateUser', {
      UserPoolId: userPoolId,
      Username,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: user.email },
        { Name: 'email_verified', Value: 'true' },
        ...(user.name ? [{ Name: 'name', Value: user.name }] : []),
      ],
    });
  }
  await idp(endpoint, 'AdminSetUserPassword', {
    UserPoolId: userPoolId,
    Username,
    Password: user.password,
    Permanent: true,
  });
  for (const GroupName of groups) {
    await idp(endpoint, 'AdminAddUserToGroup', {
      UserPoolId: userPoolId,
      Username,
      GroupName,
    });
  }
}

/**
 * The local staff pool: the pool, the SPA client (no secret; password and
 * SRP flows), the `staff` group and the seeded staff user. Idempotent, so
 * a persisted `.data/cognito` keeps its ids across restarts.
 */
export async function ensureStaffPool(endpoint: string): Promise<LocalPool> {
  const userPoolId = await ensurePoolId(endpoint);
  const userPoolClientId = await ensureClientId(endpoint, userPoolId);
  await unlessExists(
    () =>
      idp(endpoint, 'CreateGroup', {
        UserPoolId: userPoolId,
        GroupName: STAFF_GROUP,
      }),
    'GroupExistsException',
  );
  const pool = { endpoint, userPoolId, userPoolClientId };
  await ensureUser(pool, LOCAL_STAFF_LOGIN, [STAFF_GROUP]);
  return pool;
}

import { z } from 'zod';

const optionalUrl = z.url().optional();

const schemas = {
  table: z.object({
    TABLE_NAME: z.string().min(1),
    DYNAMODB_ENDPOINT: optionalUrl,
  }),
  bus: z.object({
    EVENT_BUS_NAME: z.string().min(1),
    EVENTBRIDGE_ENDPOINT: optionalUrl,
  }),
  cdr: z.object({
    /** The CDR Register host whose energy brand summary lists the retailers. */
    CDR_REGISTER_URI: z.url({ protocol: /^https?$/ }),
    /** JSON `{ exclude: [slug], pin: [{ brand, baseUri, displayName? }] }`. */
    CDR_BRAND_RULES: z.string().default('{}'),
    CDR_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  }),
  mail: z.object({
    MAIL_FROM: z.email(),
    SES_ENDPOINT: optionalUrl,
    SES_CONFIGURATION_SET: z.string().optional(),
  }),
  staff: z.object({
    /** Where staff notifications and reports go. */
    STAFF_NOTIFY_EMAIL: z.email(),
  }),
  site: z.object({
    /** The public site's origin, for links in e-mails (unsubscribe). */
    SITE_URL: z.url(),
  }),
  pages: z.object({
    /** The public site's origin: canonical URLs and the sitemap's. */
    SITE_URL: z.url(),
    /** Where the built site's shells are (`web/dist`; in AWS, the bundle's copy). */
    SITE_ROOT: z.string().min(1),
  }),
  auth: z.object({
    AUTH_USER_POOL_ID: z.string().min(1),
    AUTH_CLIENT_ID: z.string().min(1),
    /** Local only (cognito-local): its issuer and JWKS; AWS derives both. */
    AUTH_ISSUER: optionalUrl,
    AUTH_JWKS_URI: optionalUrl,
  }),
  hashing: z
    .object({
      /** Local and tests: the key itself (the local stack generates one). */
      HASH_KEY: z.string().min(32).optional(),
      /** AWS: the Secrets Manager secret, read at run time (never in env). */
      HASH_KEY_ARN: z.string().startsWith('arn:').optional(),
    })
    .refine((h) => Boolean(h.HASH_KEY ?? h.HASH_KEY_ARN), {
      path: ['HASH_KEY_ARN'],
    }),
  origin: z
    .object({
      /** Local and tests: the value itself (a fixed, non-secret one). */
      ORIGIN_VERIFY_SECRET: z.string().min(16).optional(),
      /** AWS: the Secrets Manager secret, read at run time (never in env). */
      ORIGIN_VERIFY_SECRET_ARN: z.string().startsWith('arn:').optional(),
    })
    .refine(
      (o) => Boolean(o.ORIGIN_VERIFY_SECRET ?? o.ORIGIN_VERIFY_SECRET_ARN),
      {
        path: ['ORIGIN_VERIFY_SECRET_ARN'],
      },
    ),
};

export type Schemas = typeof schemas;
export type ConfigGroup = keyof Schemas;
export const configGroups = Object.keys(schemas) as ConfigGroup[];

const cache = new Map<ConfigGroup, { raw: string; data: unknown }>();

/** The variables a group names, in the order its schema declares them. */
const variablesOf = (group: ConfigGroup): string[] => {
  return Object.keys(schemas[group].shape);
};

/**
 * Reads one group of settings from the environment when it is used, not
 * when a module loads: a module that imports this never fails to load for
 * a setting, and a value set later (the local stack sets the site URL once
 * its gateway port is known) is seen by the next call. Parsed again only
 * when one of the group's variables changed.
 */
export function config<K extends ConfigGroup>(group: K): z.infer<Schemas[K]> {
  const raw = JSON.stringify(variablesOf(group).map((n) => process.env[n]));
  const cached = cache.get(group);
  if (cached?.raw === raw) return cached.data as z.infer<Schemas[K]>;
  const parsed = schemas[group].safeParse(process.env);
  if (!parsed.success)
    throw new Error(configurationProblem(group, parsed.error));
  cache.set(group, { raw, data: parsed.data });
  return parsed.data as z.infer<Schemas[K]>;
}

const configurationProblem = (group: ConfigGroup, error: z.ZodError) =>
  `Missing or invalid configuration (${group}): ${error.issues
    .map((i) => i.path.join('.'))
    .join(', ')}`;

/** Why `env` cannot serve a group, or undefined when it can. */
export function configProblem(
  group: ConfigGroup,
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  const parsed = schemas[group].safeParse(env);
  return parsed.success ? undefined : configurationProblem(group, parsed.error);
}

/** Variables a group cannot do without (no default, not optional). */
export function requiredVariables(group: ConfigGroup): string[] {
  return variablesOf(group).filter((name) => {
    const probe = Object.fromEntries(
      variablesOf(group).map((n) => [n, n === name ? undefined : 'x']),
    );
    const parsed = schemas[group].safeParse(probe);
    return (
      !parsed.success &&
      parsed.error.issues.some(
        (i) => i.path[0] === name && i.code === 'invalid_type',
      )
    );
  });
}

/**
 * The variables of a group that a function given only `present` would
 * lack: each required one, or, for a group that needs one of several
 * (origin), all of them named together.
 */
export function missingVariables(
  group: ConfigGroup,
  present: ReadonlySet<string>,
): string[] {
  const required = requiredVariables(group);
  if (required.length) return required.filter((n) => !present.has(n));
  const names = variablesOf(group);
  if (schemas[group].safeParse({}).success || names.some((n) => present.has(n)))
    return [];
  return [names.join(' or ')];
}

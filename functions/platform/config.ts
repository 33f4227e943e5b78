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
    STAFF_NOTIFY_EMAIL: z.email(),
    SES_ENDPOINT: optionalUrl,
    SES_CONFIGURATION_SET: z.string().optional(),
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

type Schemas = typeof schemas;
const cache = new Map<keyof Schemas, unknown>();

/**
 * Reads one group of settings from the environment, validated once per
 * cold start: a function that lacks a setting it needs fails at import,
 * not halfway through a request.
 */
export function config<K extends keyof Schemas>(group: K): z.infer<Schemas[K]> {
  const cached = cache.get(group);
  if (cached) return cached as z.infer<Schemas[K]>;
  const parsed = schemas[group].safeParse(process.env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((i) => i.path.join('.')).join(', ');
    throw new Error(`Missing or invalid configuration (${group}): ${names}`);
  }
  cache.set(group, parsed.data);
  return parsed.data as z.infer<Schemas[K]>;
}

import { z } from 'zod';
import {
  type BrandRegister,
  type CdrBrandConfig,
  RegisterError,
  type RegisterRead,
} from '#use-cases/ports-cdr';

/** The CDR Register's production host. */
export const CDR_REGISTER_HOST = 'https://api.cdr.gov.au';

export const BRAND_SUMMARY_PATH =
  '/cdr-register/v1/energy/data-holders/brands/summary';

/** The brand summary versions this client reads (their bodies agree). */
export const MIN_VERSION = 1;
export const MAX_VERSION = 2;

export interface RegisterClientOptions {
  /** The register host, e.g. `https://api.cdr.gov.au`. */
  readonly baseUri: string;
  /** @default globalThis.fetch */
  readonly fetch?: typeof fetch;
  /** Per page. @default 15000 */
  readonly timeoutMs?: number;
  /** Guard against a register that pages forever. @default 20 */
  readonly maxPages?: number;
}

const brandSummarySchema = z.object({
  dataHolderBrandId: z.string().optional(),
  interimId: z.string().optional(),
  brandName: z.string().min(1),
  publicBaseUri: z.url({ protocol: /^https?$/ }),
  logoUri: z.string().optional(),
  industries: z.array(z.string()),
  lastUpdated: z.string().min(1),
  abn: z.string().optional(),
  acn: z.string().optional(),
});

export type BrandSummary = z.infer<typeof brandSummarySchema>;

/** `ResponseDataHolderBrandSummaryList`, versions 1 and 2 alike. */
export const brandSummaryResponseSchema = z.object({
  data: z.array(brandSummarySchema),
  links: z.object({ self: z.string(), next: z.string().optional() }).loose(),
  meta: z.unknown().optional(),
});

/** Names the first failing field, e.g. `data[3].publicBaseUri: …`. */
function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'is not a brand summary';
  const path = issue.path
    .map((part, i) =>
      typeof part === 'number' ? `[${part}]` : `${i ? '.' : ''}${String(part)}`,
    )
    .join('');
  return `${path || 'body'}: ${issue.message}`;
}

const BRAND_SLUG = /^[a-z0-9][a-z0-9-]*$/;

/** Lower-case letters, digits and single dashes: `Red Energy` → `red-energy`. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A brand's stable slug: the last path segment of its public base URI
 * (the AER hosts brands as `https://cdr.energymadeeasy.gov.au/agl`), else
 * its name. Plans are stored under this slug, so it must not drift.
 */
export function brandSlug(brand: {
  publicBaseUri: string;
  brandName: string;
}): string {
  const segments = new URL(brand.publicBaseUri).pathname
    .split('/')
    .filter(Boolean);
  const last = segments.at(-1);
  const fromUri = last ? slugify(decodeURIComponent(last)) : '';
  if (BRAND_SLUG.test(fromUri)) return fromUri;
  return slugify(brand.brandName);
}

/**
 * Energy brands as brand configs, one per slug. A brand without a usable
 * slug is dropped; a later brand whose slug is taken gets its name added.
 */
export function toBrandConfigs(
  summaries: readonly BrandSummary[],
): CdrBrandConfig[] {
  const bySlug = new Map<string, CdrBrandConfig>();
  for (const summary of summaries) {
    const industries = summary.industries.map((i) => i.toLowerCase());
    if (!industries.includes('energy')) continue;
    const own = brandSlug(summary);
    const named = bySlug.has(own)
      ? slugify(`${own}-${summary.brandName}`)
      : own;
    let slug = named;
    for (let n = 2; bySlug.has(slug); n++) slug = `${named}-${n}`;
    if (!BRAND_SLUG.test(slug)) continue;
    bySlug.set(slug, {
      brand: slug,
      displayName: summary.brandName,
      baseUri: summary.publicBaseUri.replace(/\/+$/, ''),
    });
  }
  return [...bySlug.values()];
}

/**
 * The version the register answered with; it must be one we asked for.
 * Without the header the body is read as the lowest (both shapes agree).
 */
function answeredVersion(response: Response): number {
  const header = response.headers.get('x-v');
  if (header === null) return MIN_VERSION;
  const version = Number(header);
  if (
    !Number.isInteger(version) ||
    version < MIN_VERSION ||
    version > MAX_VERSION
  ) {
    throw new RegisterError(
      'version',
      `the register answered x-v ${header}; this client reads ${MIN_VERSION}-${MAX_VERSION}`,
      response.status,
    );
  }
  return version;
}

async function getPage(
  url: string,
  etag: string | undefined,
  options: RegisterClientOptions,
): Promise<Response> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-v': String(MAX_VERSION),
    'x-min-v': String(MIN_VERSION),
  };
  if (etag) headers['if-none-match'] = etag;
  try {
    return await (options.fetch ?? globalThis.fetch)(url, {
      headers,
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new RegisterError('timeout', `${url} timed out`);
    }
    throw new RegisterError('network', `${url}: ${String(error)}`);
  }
}

async function readBody(response: Response, url: string) {
  let json: unknown;
  try {
    json = JSON.parse(await response.text());
  } catch {
    throw new RegisterError('malformed', `${url} is not JSON`, 200);
  }
  const parsed = brandSummaryResponseSchema.safeParse(json);
  if (!parsed.success) {
    throw new RegisterError(
      'malformed',
      `brand summary ${describeIssue(parsed.error)}`,
      200,
    );
  }
  return parsed.data;
}

/** The next page, refused when it leaves the register or repeats. */
function nextUrl(
  next: string | undefined,
  current: string,
  registerOrigin: string,
  seen: ReadonlySet<string>,
  maxPages: number,
): string | undefined {
  if (!next) return undefined;
  const url = new URL(next, current);
  if (url.origin !== registerOrigin) {
    throw new RegisterError(
      'pagination',
      `links.next ${url.href} leaves the register`,
    );
  }
  if (seen.has(url.href)) {
    throw new RegisterError('pagination', `links.next repeats ${url.href}`);
  }
  if (seen.size >= maxPages) {
    throw new RegisterError('pagination', `paging passes ${maxPages} pages`);
  }
  return url.href;
}

/**
 * The CDR Register's public energy brand summary (no credentials): asks
 * for the highest version it reads, sends `If-None-Match` with the last
 * ETag, and follows `links.next` within a page limit. Only the first page
 * is conditional: its ETag stands for the whole list.
 */
export function createRegisterClient(
  options: RegisterClientOptions,
): BrandRegister {
  const base = options.baseUri.replace(/\/+$/, '');
  const origin = new URL(base).origin;
  const maxPages = options.maxPages ?? 20;
  return {
    async readBrands(etag): Promise<RegisterRead> {
      const seen = new Set<string>();
      const summaries: BrandSummary[] = [];
      let url: string | undefined = `${base}${BRAND_SUMMARY_PATH}`;
      let first: { etag: string | null; version: number } | undefined;
      while (url) {
        seen.add(url);
        const response = await getPage(url, first ? undefined : etag, options);
        if (response.status === 304 && !first && etag) {
          await response.body?.cancel();
          return { changed: false };
        }
        if (response.status === 406) {
          await response.body?.cancel();
          throw new RegisterError(
            'version',
            `the register serves none of versions ${MIN_VERSION}-${MAX_VERSION} (406)`,
            406,
          );
        }
        if (response.status !== 200) {
          await response.body?.cancel();
          throw new RegisterError(
            'http-status',
            `HTTP ${response.status} from ${url}`,
            response.status,
          );
        }
        const version = answeredVersion(response);
        first ??= { etag: response.headers.get('etag'), version };
        const page = await readBody(response, url);
        summaries.push(...page.data);
        url = nextUrl(page.links.next, url, origin, seen, maxPages);
      }
      return {
        changed: true,
        brands: toBrandConfigs(summaries),
        etag: first?.etag ?? null,
        version: first?.version ?? MAX_VERSION,
      };
    },
  };
}

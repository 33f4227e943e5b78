import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';

export const CATEGORIES = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** One Lighthouse run of one page. */
export interface PageRun {
  /** 0-100 per category. */
  readonly scores: Record<Category, number>;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** Scored audits below 1 in a category other than performance. */
  readonly failing: readonly string[];
  /** Requests that left 127.0.0.1 (must stay empty: offline bench). */
  readonly external: readonly string[];
}

const LOCAL = /^(https?:\/\/(127\.0\.0\.1|localhost)[:/]|data:|blob:|chrome)/;

interface NetworkItem {
  readonly url?: string;
}

/**
 * Lighthouse's default config: the mobile preset (Moto G Power, slow 4G)
 * with simulated throttling; storage is reset before each run.
 */
export async function auditPage(
  url: string,
  port: number,
  /** Writes the full JSON report here when given. */
  reportFile?: string,
): Promise<PageRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (reportFile) writeFileSync(reportFile, String(result.report));
  if (lhr.runtimeError)
    throw new Error(
      `${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    );
  const score = (id: Category) =>
    Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = CATEGORIES.filter((id) => id !== 'performance').flatMap(
    (id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .filter((ref) => (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${id}: ${ref.id}`),
  );
  const details = lhr.audits['network-requests']?.details as
    | { items?: readonly NetworkItem[] }
    | undefined;
  const external = (details?.items ?? [])
    .map((item) => item.url ?? '')
    .filter((requested) => !LOCAL.test(requested));
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failing,
    external,
  };
}

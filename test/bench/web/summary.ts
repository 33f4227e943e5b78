import { CATEGORIES, type Category, type PageRun } from './audit.ts';

/** The Lighthouse goal (docs/performance.md): performance ≥ 95, the other three categories 100. */
export const GOAL: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

export interface PageSummary {
  readonly path: string;
  readonly scores: Record<Category, number>;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly misses: readonly Category[];
  /** Failing audits and how many of the runs they failed in. */
  readonly failing: ReadonlyMap<string, number>;
  readonly external: readonly string[];
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length % 2) return sorted[mid] ?? Number.NaN;
  return ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Median of each figure on its own across the runs of one page. */
export function summarise(path: string, runs: readonly PageRun[]): PageSummary {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))]),
  ) as Record<Category, number>;
  const failing = new Map<string, number>();
  for (const audit of runs.flatMap((run) => run.failing))
    failing.set(audit, (failing.get(audit) ?? 0) + 1);
  return {
    path,
    scores,
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    misses: CATEGORIES.filter((id) => scores[id] < GOAL[id]),
    failing,
    external: [...new Set(runs.flatMap((run) => run.external))],
  };
}

const HEADER = ['page', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'TBT ms', 'CLS'];

/** The table printed at the end, one row per page. */
export function formatTable(pages: readonly PageSummary[]): string {
  const rows = pages.map((page) => [
    page.path,
    ...CATEGORIES.map((id) => String(page.scores[id])),
    page.lcpMs.toFixed(0),
    page.tbtMs.toFixed(0),
    page.cls.toFixed(3),
    page.misses.length ? `MISS (${page.misses.join(', ')})` : 'meets goal',
  ]);
  const widths = HEADER.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) =>
        i === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[i] ?? 0),
      )
      .join('  ');
  return [line([...HEADER, '']), ...rows.map(line)].join('\n');
}

/** What kept each page from its goal, with how many runs saw it. */
export function formatFailures(pages: readonly PageSummary[], runs: number) {
  return pages
    .filter((page) => page.failing.size || page.external.length)
    .map((page) =>
      [
        `${page.path}:`,
        ...[...page.failing].map(
          ([audit, count]) => `  ${audit} (${count}/${runs} runs)`,
        ),
        ...page.external.map((url) => `  REQUEST LEFT 127.0.0.1: ${url}`),
      ].join('\n'),
    )
    .join('\n');
}

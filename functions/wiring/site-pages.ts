import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { config } from '#platform/config';
import { PLAN_PAGE_TEMPLATE } from '#shared/contracts/prerendered-files';
import type { ActivePlanIds } from '#use-cases/ports-plans';
import type { PlanPageShell } from '#use-cases/site-pages/plan-page';
import { catalogueReader } from './market-catalogue.ts';

const { SITE_URL, SITE_ROOT } = config('pages');

/** The public site's origin, without a trailing slash. */
export const siteOrigin = SITE_URL.replace(/\/+$/, '');

/** The build's plan page template (`web/scripts/render-page.tsx`). */
const SHELL_PATH = join(SITE_ROOT, PLAN_PAGE_TEMPLATE);

let kept: { mtimeMs: number; text: Promise<string> } | undefined;

/**
 * The shell, read once and again only when the file changes (a local
 * rebuild renames the hashed scripts it names).
 */
export const planPageShell: PlanPageShell = async () => {
  const { mtimeMs } = await stat(SHELL_PATH);
  if (kept?.mtimeMs !== mtimeMs)
    kept = { mtimeMs, text: readFile(SHELL_PATH, 'utf8') };
  return kept.text;
};

/** Every active plan's id, from the published catalogue's index. */
export const activePlanIds: ActivePlanIds = async () => {
  const index = await catalogueReader.currentIndex();
  return Object.values(index.partitions).flatMap(
    (partition) => partition.planIds,
  );
};

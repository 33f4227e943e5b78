import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CdrPlanData } from '../plan-data.ts';

/** Where the public CDR host serves a brand's plans. */
const CDR_HOST = 'https://cdr.energymadeeasy.gov.au';

/** A saved plan-detail response, as the folder importer reads it. */
export function detailDocument(plan: CdrPlanData) {
  return {
    data: plan,
    links: {
      self: `${CDR_HOST}/${plan.brand}/cds-au/v1/energy/plans/${encodeURIComponent(plan.planId)}`,
    },
    meta: {},
  };
}

/**
 * Writes one plan-detail document per file under `dir/{brand}/`, a
 * bounded number at a time, so memory holds a few files, not the market.
 */
export async function writeMarketFiles(
  dir: string,
  plans: readonly CdrPlanData[],
  concurrency = 32,
): Promise<{ files: number; bytes: number }> {
  const brands = new Set(plans.map((p) => p.brand));
  await Promise.all(
    [...brands].map((b) => mkdir(join(dir, b), { recursive: true })),
  );
  let next = 0;
  let bytes = 0;
  const worker = async () => {
    while (next < plans.length) {
      const plan = plans[next++] as CdrPlanData;
      const text = JSON.stringify(detailDocument(plan));
      bytes += Buffer.byteLength(text);
      await writeFile(join(dir, plan.brand, `${plan.planId}.json`), text);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { files: plans.length, bytes };
}

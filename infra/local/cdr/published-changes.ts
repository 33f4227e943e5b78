import { join } from 'node:path';
import { writeFileAtomic } from '../files/atomic-write.ts';
import { quarantineFor, readJsonOrQuarantine } from '../files/quarantine.ts';
import type { CdrSource } from './cdr-source.ts';
import type { CdrPlanData } from './plan-data.ts';

/**
 * Plan versions published through `/_dev/cdr/raise-price`, kept in the
 * data folder so a restart serves them again: a published price does not
 * go back to the fixture's when the stack stops, as a retailer's would
 * not (docs/price-alerts.md).
 */
export interface PublishedChanges {
  /** Puts every kept version back on the source. */
  restore(source: CdrSource): Promise<void>;
  /** Keeps `plan` as its plan's latest published version. */
  record(plan: CdrPlanData): Promise<void>;
}

export function publishedChanges(
  dataDir: string | undefined,
): PublishedChanges {
  const file = dataDir && join(dataDir, 'cdr-published.json');
  const kept = new Map<string, CdrPlanData>();
  return {
    async restore(source) {
      if (!file) return;
      const saved = await readJsonOrQuarantine<CdrPlanData[]>(
        file,
        quarantineFor(file),
        (value) => {
          if (!Array.isArray(value)) throw new Error('not a list of plans');
          return value as CdrPlanData[];
        },
      );
      for (const plan of saved ?? []) {
        kept.set(plan.planId, plan);
        source.putPlan(plan);
      }
    },
    async record(plan) {
      kept.set(plan.planId, plan);
      if (file) await writeFileAtomic(file, JSON.stringify([...kept.values()]));
    },
  };
}

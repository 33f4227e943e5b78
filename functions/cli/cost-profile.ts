import { createReadStream } from 'node:fs';
import { flatAnnualProfile } from '#shared/domain/usage/flat-profile';
import { parseNem12Stream } from '#shared/domain/usage/nem12-parser';
import {
  type Nem12ProfileReport,
  profileFromNem12,
} from '#shared/domain/usage/nem12-profile';
import type { UsageProfile } from '#shared/domain/usage/usage-profile';
import type { CostArgs } from './cost-args.ts';

/** The profile a command prices, and the NEM12 read report if any. */
export interface LoadedProfile {
  readonly profile: UsageProfile;
  readonly report: Nem12ProfileReport | undefined;
}

/**
 * Reads the NEM12 file, or spreads the annual figures evenly over every
 * half hour of the 365 days from `--from`.
 */
export async function loadProfile(args: CostArgs): Promise<LoadedProfile> {
  const { usage } = args;
  if (usage.kind === 'nem12') {
    const stream = createReadStream(usage.file, { encoding: 'utf8' });
    const file = await parseNem12Stream(stream as AsyncIterable<string>);
    return profileFromNem12(
      file,
      usage.nmi === undefined ? {} : { nmi: usage.nmi },
    );
  }
  const profile =
    usage.kind === 'annualMj'
      ? flatAnnualProfile(usage.annualMj, { startDate: args.from, unit: 'MJ' })
      : flatAnnualProfile(usage.annualKwh, {
          startDate: args.from,
          ...(usage.controlledLoadKwh !== undefined && {
            annualControlledLoad: usage.controlledLoadKwh,
          }),
          ...(usage.exportKwh !== undefined && {
            annualExport: usage.exportKwh,
          }),
        });
  return { profile, report: undefined };
}

import { LRUCache } from 'lru-cache';
import { ValidationError } from '#platform/errors';
import type { CompareRequest } from '#shared/contracts/compare';
import { whatIfOf } from '#shared/contracts/what-if';
import { monthlyUseOf } from '#shared/domain/compare/usage-for-compare';
import { AEST_RULE, localRule } from '#shared/domain/costs/time-zone';
import { solarGenerationPerInterval } from '#shared/domain/household/solar';
import { stateOfPostcode } from '#shared/domain/networks';
import type { UsageProfile } from '#shared/domain/usage/usage-profile';
import {
  AppliedWhatIf,
  halfHourly,
} from '#shared/domain/what-if/apply-what-if';

/**
 * A warm function keeps the last few what-ifs on typed use (with the
 * engine's sums over each way of running the battery), as it keeps typed
 * profiles; meter readings are never kept.
 */
const kept = new LRUCache<string, AppliedWhatIf>({ max: 8 });

/** The household after the request's what-if, or a 400 naming the field. */
export function appliedWhatIfFor(
  request: CompareRequest,
  profile: UsageProfile,
  year: number,
): AppliedWhatIf | undefined {
  const input = request.whatIf;
  if (!input) return undefined;
  if (request.energyType === 'Gas') {
    throw new ValidationError(
      'A what-if applies to electricity plans',
      'whatIf',
    );
  }
  const key =
    request.usage.kind === 'intervals'
      ? undefined
      : `${request.energyType}|${year}|${monthlyUseOf(request.usage)}|${request.postcode}|${JSON.stringify(input)}`;
  const found = key ? kept.get(key) : undefined;
  if (found) return found;
  const whatIf = whatIfOf(input);
  const state = stateOfPostcode(request.postcode);
  const zone = state ? localRule(state) : AEST_RULE;
  const halfHours = halfHourly(profile);
  let generation: Float64Array | undefined;
  if (whatIf.solar) {
    try {
      generation = solarGenerationPerInterval(
        request.postcode,
        whatIf.solar.kw,
        halfHours.startDate,
        halfHours.days,
      );
    } catch (error) {
      throw new ValidationError(
        error instanceof Error ? error.message : 'No solar yield known here',
        'whatIf.solar',
      );
    }
  }
  const applied = new AppliedWhatIf(halfHours, whatIf, generation, zone);
  if (key) kept.set(key, applied);
  return applied;
}

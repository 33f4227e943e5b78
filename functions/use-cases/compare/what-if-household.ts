import { LRUCache } from 'lru-cache';
import { ValidationError } from '#platform/errors';
import type { CompareRequest } from '#shared/contracts/compare';
import { whatIfOf } from '#shared/contracts/what-if';
import type { UsageProfile } from '#shared/domain/usage/usage-profile';
import type { AppliedWhatIf } from '#shared/domain/what-if/apply-what-if';
import { whatIfForHousehold } from '#shared/domain/what-if/for-household';

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
      : `${request.energyType}|${year}|${request.postcode}|${JSON.stringify([request.usage, input])}`;
  const found = key ? kept.get(key) : undefined;
  if (found) return found;
  let applied: AppliedWhatIf;
  try {
    applied = whatIfForHousehold(profile, whatIfOf(input), {
      postcode: request.postcode,
    });
  } catch (error) {
    throw new ValidationError(
      error instanceof Error ? error.message : 'No solar yield known here',
      'whatIf.solar',
    );
  }
  if (key) kept.set(key, applied);
  return applied;
}

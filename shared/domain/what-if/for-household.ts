import { AEST_RULE, localRule, type NetworkState } from '../costs/time-zone.ts';
import { solarGenerationPerInterval } from '../household/solar.ts';
import { stateOfPostcode } from '../postcode.ts';
import type { UsageProfile } from '../usage/usage-profile.ts';
import { AppliedWhatIf, halfHourly } from './apply-what-if.ts';
import type { WhatIf } from './what-if.ts';

/**
 * A what-if applied to a household at a postcode: added solar from the
 * household model's generation by postcode, windows on the state's clock
 * (NEM time when the place is unknown). Throws a RangeError when solar
 * is added at a postcode of no known yield.
 */
export function whatIfForHousehold(
  profile: UsageProfile,
  whatIf: WhatIf,
  place: { postcode?: string | undefined; state?: NetworkState | undefined },
): AppliedWhatIf {
  const halfHours = halfHourly(profile);
  const state =
    place.state ??
    (place.postcode ? stateOfPostcode(place.postcode) : undefined);
  const zone = state ? localRule(state) : AEST_RULE;
  let generation: Float64Array | undefined;
  if (whatIf.solar) {
    if (!place.postcode) throw new RangeError('added solar needs a postcode');
    generation = solarGenerationPerInterval(
      place.postcode,
      whatIf.solar.kw,
      halfHours.startDate,
      halfHours.days,
    );
  }
  return new AppliedWhatIf(halfHours, whatIf, generation, zone);
}

import type { HouseholdAnswers } from '../../contracts/household.ts';

/** A CDR eligibility restriction as a plan publishes it. */
export interface EligibilityRule {
  readonly type?: string | undefined;
  readonly information?: string | undefined;
  readonly description?: string | undefined;
}

/** Plain words for each CDR eligibility type (docs/household.md, Eligibility). */
const WORDS: Readonly<Record<string, string>> = {
  EXISTING_CUST: 'Only for existing customers of this retailer',
  EXISTING_POOL: 'Only for homes with a pool',
  EXISTING_SOLAR: 'Only for homes with solar panels',
  EXISTING_BATTERY: 'Only for homes with a battery',
  EXISTING_SMART_METER: 'Needs a smart meter',
  EXISTING_BASIC_METER: 'Only for homes with a basic meter',
  SENIOR_CARD: 'Only for seniors card holders',
  SMALL_BUSINESS: 'Only for small businesses',
  NO_SOLAR_FIT: 'Not for homes paid a solar feed-in tariff',
  NEW_CUSTOMER: 'Only for new customers of this retailer',
  ONLINE_ONLY: 'Sign up online only',
  REQ_EQUIP_SUPPLIER: 'Needs equipment from a named supplier',
  THIRD_PARTY_ONLY: 'Only through a comparison or sign-up service',
  SPORT_CLUB_MEMBER: 'Only for members of a sports club',
  ORG_MEMBER: 'Only for members of an organisation',
  SPECIFIC_LOCATION: 'Only in some places',
  MINIMUM_USAGE: 'Needs a minimum use',
  LOYALTY_MEMBER: 'Only for members of a loyalty program',
  GROUP_BUY_MEMBER: 'Only for members of a group buy',
  CONTINGENT_PLAN: 'Needs another plan (such as gas) from this retailer',
  OTHER: 'Other conditions',
};

/** One restriction in plain words, with the plan's own details. */
export interface EligibilityInWords {
  readonly words: string;
  readonly details: string | null;
}

export function eligibilityInWords(rule: EligibilityRule): EligibilityInWords {
  const type = rule.type ?? 'OTHER';
  const words =
    type === 'OTHER' && rule.information
      ? rule.information
      : (WORDS[type] ?? WORDS.OTHER ?? '');
  return { words, details: rule.description ?? null };
}

/** What the household has, from its answers and its bill. */
export interface HouseholdHas {
  readonly solar: boolean;
  readonly battery: boolean;
  readonly pool: boolean;
  readonly ev: boolean;
  readonly seniorCard: boolean;
}

/** What answers (and any export on the bill) say the household has. */
export function householdHas(
  answers: HouseholdAnswers | undefined,
  exports: boolean,
): HouseholdHas {
  return {
    solar: exports || (answers?.solarKw ?? 0) > 0,
    battery: (answers?.batteryKwh ?? 0) > 0,
    pool: answers?.poolPump === true,
    ev: answers?.ev !== undefined,
    seniorCard: answers?.seniorCard === true,
  };
}

const text = (rule: EligibilityRule) =>
  `${rule.information ?? ''} ${rule.description ?? ''}`;

/**
 * Why the household cannot take a plan, one sentence per restriction it
 * fails by its own answers; empty when it can. Restrictions anyone can meet
 * (sign up online, join a program, be a new customer) never exclude.
 */
export function unmetEligibility(
  rules: readonly EligibilityRule[],
  has: HouseholdHas,
): string[] {
  const reasons: string[] = [];
  for (const rule of rules) {
    const words = eligibilityInWords(rule).words;
    const needs = (have: boolean, what: string) => {
      if (!have) reasons.push(`${words}: the household has no ${what}.`);
    };
    switch (rule.type) {
      case 'EXISTING_SOLAR':
        needs(has.solar, 'solar panels');
        break;
      case 'EXISTING_BATTERY':
        needs(has.battery, 'battery');
        break;
      case 'EXISTING_POOL':
        needs(has.pool, 'pool');
        break;
      case 'SENIOR_CARD':
        needs(has.seniorCard, 'seniors card');
        break;
      case 'SMALL_BUSINESS':
        reasons.push(`${words}: this is a home.`);
        break;
      case 'EXISTING_CUST':
        reasons.push(`${words}: a switch makes you a new customer.`);
        break;
      case 'OTHER': {
        const said = text(rule);
        if (/electric vehicle/i.test(said)) needs(has.ev, 'electric vehicle');
        else if (/no solar or battery|without (a )?solar/i.test(said)) {
          if (has.solar || has.battery)
            reasons.push(`${words}: the household has solar or a battery.`);
        } else if (/battery/i.test(said)) needs(has.battery, 'battery');
        else if (/solar/i.test(said)) needs(has.solar, 'solar panels');
        break;
      }
      default:
        break;
    }
  }
  return reasons;
}

/** The eligibility rules of a CDR plan-detail `data` object (either fuel). */
export function eligibilityRulesOf(data: unknown): EligibilityRule[] {
  const plan = (data ?? {}) as Record<string, unknown>;
  const contract = (plan.electricityContract ??
    plan.gasContract ??
    {}) as Record<string, unknown>;
  const rules = Array.isArray(contract.eligibility) ? contract.eligibility : [];
  return rules.flatMap((rule: unknown) => {
    if (typeof rule !== 'object' || rule === null) return [];
    const r = rule as Record<string, unknown>;
    const str = (v: unknown) =>
      typeof v === 'string' && v.trim() !== '' ? v : undefined;
    return [
      {
        type: str(r.type),
        information: str(r.information),
        description: str(r.description),
      },
    ];
  });
}

/**
 * When a discount stops: on a published date, or at the end of a benefit
 * period counted from the day the customer joins (`endsOn` null). Rules in
 * docs/pricing-rules.md ("After the benefits end").
 */
export interface DiscountEnd {
  /** `YYYY-MM-DD` when the plan publishes it; null for a period from joining. */
  readonly endsOn: string | null;
}

/** What the engine reads of a published discount to tell when it ends. */
export interface DiscountTerms {
  readonly displayName?: string | undefined;
  readonly description?: string | undefined;
  readonly endDate?: string | undefined;
}

/** The contract's words about its benefit period and what follows it. */
export interface ContractTerms {
  readonly benefitPeriod?: string | undefined;
  readonly onExpiryDescription?: string | undefined;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;
const COUNT = String.raw`(?:\d+|one|two|three|six|nine|twelve|eighteen|twenty[- ]four)`;
/** "for the first 12 months", "first year", "for 6 months", "benefit period". */
const LIMITED_PERIOD = new RegExp(
  String.raw`\b(?:first\s+(?:${COUNT}\s+)?(?:months?|years?|bills?)|for\s+(?:the\s+first\s+)?${COUNT}\s+(?:months?|years?))\b|\bbenefit period\b`,
  'i',
);
/** Expiry words that say the discounts stop ("will no longer apply"). */
const EXPIRY_ENDS_DISCOUNTS =
  /\b(?:discounts?|credits?)\b[^.]*\b(?:no longer appl|ends?\b|ceases?|expires?|stops?|removed)/i;
const ONGOING = /ongoing|none|no (?:fixed )?(?:benefit|contract)/i;

function hasLimitedPeriod(contract: ContractTerms): boolean {
  const period = contract.benefitPeriod?.trim();
  return !!period && !ONGOING.test(period);
}

/**
 * When a discount ends, or undefined when it lasts as long as the plan.
 * A CDR `endDate` wins; otherwise the discount's own words or the plan's
 * expiry words must say it stops, within a benefit period that is not
 * ongoing where they lean on it.
 */
export function discountEnd(
  discount: DiscountTerms,
  contract: ContractTerms,
): DiscountEnd | undefined {
  const endDate = discount.endDate?.trim() ?? '';
  if (ISO_DATE.test(endDate)) return { endsOn: endDate.slice(0, 10) };
  const own = `${discount.displayName ?? ''} ${discount.description ?? ''}`;
  const match = LIMITED_PERIOD.exec(own);
  if (
    match &&
    (!/benefit period/i.test(match[0]) || hasLimitedPeriod(contract))
  )
    return { endsOn: null };
  const expiry = contract.onExpiryDescription ?? '';
  if (hasLimitedPeriod(contract) && EXPIRY_ENDS_DISCOUNTS.test(expiry))
    return { endsOn: null };
  return undefined;
}

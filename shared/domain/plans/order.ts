const collator = new Intl.Collator('en-AU', {
  sensitivity: 'base',
  numeric: true,
});

/** The plan list order: by retailer, then by plan name. */
export function byRetailerThenPlanName(
  a: { retailer: string; planName: string },
  b: { retailer: string; planName: string },
): number {
  return (
    collator.compare(a.retailer, b.retailer) ||
    collator.compare(a.planName, b.planName)
  );
}

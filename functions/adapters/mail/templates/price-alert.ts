import type { AlertDecision } from '#shared/domain/watch/alert-decision';
import type { MailMessage } from '#use-cases/ports';
import type { WatchLinks } from '#use-cases/ports-mail';
import type { WatchPricing, WatchRecord } from '#use-cases/ports-watches';
import { escapeHtml } from './render.ts';
import { linkHoldsUsage, savedComparisonUrl } from './saved-comparison-link.ts';
import { whatIfLine } from './watch-confirmation.ts';
import { watchFooter } from './watch-footer.ts';

const dollars = (value: number) =>
  `$${Math.round(value).toLocaleString('en-AU')}`;

/** The best plan now and what it saves, when it beats the reference. */
function bestPlanLine(
  watch: WatchRecord,
  decision: AlertDecision,
  market: WatchPricing,
): string | null {
  const { betterPlan } = decision;
  if (betterPlan)
    return `The best plan now: ${betterPlan.planName}, about ${dollars(betterPlan.annualCostIncGst)} a year on your saved usage, ${dollars(betterPlan.savingDollars)} a year less than ${watch.currentPlanId ? 'your current plan' : 'the best plan when you saved'}.`;
  const { best, currentCostIncGst: current } = market;
  if (best && current !== null && current > best.annualCostIncGst)
    return `The best plan now: ${best.planName}, about ${dollars(best.annualCostIncGst)} a year on your saved usage, ${dollars(current - best.annualCostIncGst)} a year less than your current plan.`;
  return null;
}

/**
 * The one alert of a catalogue version: the plan that rose and by how
 * much a year on the saved usage, the best plan now and what it saves,
 * then the saved comparison to open again, and the links. The text and
 * HTML versions say the same.
 */
export function priceAlert(
  siteName: string,
  watch: WatchRecord,
  decision: AlertDecision,
  links: WatchLinks,
  market: WatchPricing,
): MailMessage {
  const { betterPlan, currentPlanRose } = decision;
  const currentName = market.currentPlanName ?? 'Your current plan';
  const rise = currentPlanRose && currentPlanRose.to - currentPlanRose.from;
  const lines: string[] = [];
  if (currentPlanRose && rise !== null)
    lines.push(
      `${currentName}${market.currentPlanName ? ' (your current plan)' : ''} went up by ${dollars(rise)} a year on your saved usage: about ${dollars(currentPlanRose.to)} a year, up from ${dollars(currentPlanRose.from)}.`,
    );
  const best = bestPlanLine(watch, decision, market);
  if (best) lines.push(best);
  lines.push(
    `Prices include GST and are estimates for postcode ${watch.postcode}.`,
  );
  if (watch.whatIf) lines.push(whatIfLine(watch.whatIf));
  if (!linkHoldsUsage(watch))
    lines.push(
      'Your saved usage came from a bill or meter data, which a link does not hold: give it again on the page to see these prices.',
    );
  const compare = savedComparisonUrl(watch, links.renew);
  const footer = watchFooter(links);
  return {
    to: [watch.email],
    subject: betterPlan
      ? `${siteName}: a plan ${dollars(betterPlan.savingDollars)} a year cheaper is available`
      : `${siteName}: ${rise !== null ? `${market.currentPlanName ? `${market.currentPlanName}'s` : "your current plan's"} price went up by ${dollars(rise)} a year` : 'your energy plan price went up'}`,
    text: [
      'Hi,',
      '',
      ...lines,
      `Open your saved comparison: ${compare}`,
      '',
      ...footer.text,
    ].join('\n'),
    html: `${['Hi,', ...lines].map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(compare)}">Open your saved comparison</a></p>${footer.html}`,
    headers: footer.headers,
  };
}

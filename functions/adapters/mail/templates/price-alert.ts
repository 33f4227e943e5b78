import { defaultSiteSettings } from '#shared/domain/site-settings';
import type { AlertDecision } from '#shared/domain/watch/alert-decision';
import type { MailMessage } from '#use-cases/ports';
import type { WatchLinks } from '#use-cases/ports-mail';
import type { WatchRecord } from '#use-cases/ports-watches';
import { escapeHtml } from './render.ts';
import { watchFooter } from './watch-footer.ts';

const { siteName } = defaultSiteSettings;

const dollars = (value: number) =>
  `$${Math.round(value).toLocaleString('en-AU')}`;

/** The one alert of a catalogue version: what changed, then the links. */
export function priceAlert(
  watch: WatchRecord,
  decision: AlertDecision,
  links: WatchLinks,
): MailMessage {
  const lines: string[] = [];
  const { betterPlan, currentPlanRose } = decision;
  if (betterPlan)
    lines.push(
      `${betterPlan.planName} would now cost about ${dollars(betterPlan.annualCostIncGst)} a year on your usage: ${dollars(betterPlan.savingDollars)} a year less than ${watch.currentPlanId ? 'your current plan' : 'the best plan when you saved'}.`,
    );
  if (currentPlanRose)
    lines.push(
      `Your current plan's price rose: about ${dollars(currentPlanRose.to)} a year on your usage, up from ${dollars(currentPlanRose.from)}.`,
    );
  const compare = new URL('/compare', links.renew);
  compare.searchParams.set('postcode', watch.postcode);
  lines.push(
    `Prices include GST and are estimates for postcode ${watch.postcode}. Compare again: ${compare.href}`,
  );
  const footer = watchFooter(links);
  return {
    to: [watch.email],
    subject: betterPlan
      ? `${siteName}: a plan ${dollars(betterPlan.savingDollars)} a year cheaper is available`
      : `${siteName}: your energy plan price went up`,
    text: ['Hi,', '', ...lines, '', ...footer.text].join('\n'),
    html: `${['Hi,', ...lines].map((l) => `<p>${escapeHtml(l)}</p>`).join('')}${footer.html}`,
    headers: footer.headers,
  };
}

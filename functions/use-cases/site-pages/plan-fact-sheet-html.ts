import type { PlanDetailsResponse } from '#shared/contracts/plan-details';
import type { ReferenceStatement } from '#shared/contracts/reference-statement';
import {
  estimateLabel,
  unitOfEnergy,
} from '#shared/domain/compare/typical-usage';
import { formatCents, formatDollars } from '#shared/format/money-and-dates';
import { referenceStatementWords } from '#shared/format/reference-statement-words';
import { escapeHtml as e } from './html-text.ts';

const row = (term: string, value: string | null | undefined) =>
  value ? `<dt>${e(term)}</dt><dd>${e(value)}</dd>` : '';

const list = (heading: string, items: readonly string[]) =>
  items.length
    ? `<h2>${e(heading)}</h2><ul>${items.map((item) => `<li>${e(item)}</li>`).join('')}</ul>`
    : '';

const lowerFirst = (text: string) =>
  text.charAt(0).toLowerCase() + text.slice(1);

const withDetail = (name: string, detail: string | null) =>
  detail ? `${name}: ${detail}` : name;

/** The plan against its reference price, in the app's words and markup. */
function referenceStatementHtml(statement: ReferenceStatement | null): string {
  if (!statement) return '';
  const { stated, lead, detail } = referenceStatementWords(statement);
  return stated
    ? `<p class="reference-statement" data-testid="reference-statement"><strong>${e(lead)}</strong> <span class="muted small">${e(detail ?? '')}</span></p>`
    : `<p class="muted small" data-testid="reference-statement">${e(lead)}</p>`;
}

/**
 * The plan's fact sheet as plain HTML, readable without scripts (search
 * engines, link previews, a browser with scripts off). The app draws its
 * full page over it once it has loaded.
 */
export function planFactSheetHtml(details: PlanDetailsResponse): string {
  const { plan, withdrawn, terms, facts, typical, cardEstimates } = details;
  const { referenceStatement } = details;
  const unit = plan.energyType === 'Gas' ? 'MJ' : 'kWh';
  const where = plan.networks.join(', ') || plan.availableStates.join(', ');
  const sheet = [
    row('Retailer', plan.retailer),
    row('Energy', plan.energyType),
    row('For', plan.customerType === 'Business' ? 'Businesses' : 'Homes'),
    row('Sold on', where),
    row('Offer', facts.offerType),
    row('Contract', terms.contractTerm),
    row('Prices', terms.pricesFixed ? 'Fixed' : 'May change'),
    row('Exit fees', plan.exitFees),
    row(
      'Daily supply charge',
      `${formatCents(plan.supplyChargeDollarsPerDay)} a day`,
    ),
    row('Usage', `${plan.usageCentsPerUnit.toFixed(2)} c/${unit}`),
    row(
      'Solar feed-in',
      plan.solarFeedInCentsPerKwh === null
        ? null
        : `${plan.solarFeedInCentsPerKwh.toFixed(2)} c/kWh`,
    ),
    row('Green energy', `${terms.greenPercent}%`),
    row(
      'Typical yearly cost',
      typical
        ? `${formatDollars(typical.annualCostIncGst)} a year for ${lowerFirst(typical.label)}, GST included`
        : null,
    ),
    row(
      estimateLabel('home', unitOfEnergy(plan.energyType)),
      cardEstimates && formatDollars(cardEstimates.homeDollarsPer30Days),
    ),
    row(
      estimateLabel('business', unitOfEnergy(plan.energyType)),
      cardEstimates && formatDollars(cardEstimates.businessDollarsPer30Days),
    ),
  ].join('');
  return [
    '<article class="container page plan-fact-sheet">',
    `<h1>${e(plan.planName)}</h1>`,
    `<p>${e(plan.retailer)} · ${e(plan.energyType)} · ${e(plan.customerType)}</p>`,
    withdrawn
      ? '<p class="card" role="note"><strong>This plan is withdrawn.</strong> The retailer no longer offers it; these are its last published details.</p>'
      : '',
    facts.description ? `<p>${e(facts.description)}</p>` : '',
    `<dl>${sheet}</dl>`,
    referenceStatementHtml(referenceStatement),
    list(
      'Discounts',
      facts.discounts.map((d) => withDetail(d.name, d.description)),
    ),
    list(
      'Fees',
      terms.fees.map((fee) => withDetail(`${fee.name} ${fee.amount}`, null)),
    ),
    list(
      'Incentives',
      facts.incentives.map((i) => withDetail(i.name, i.description)),
    ),
    '<p class="actions"><a class="button button-primary" href="/compare">Compare plans</a> <a class="button" href="/rates">See all rates</a></p>',
    '</article>',
  ].join('');
}

/** What a plan id nobody has shows: the app's own not-found words. */
export const planNotFoundHtml = () =>
  [
    '<section class="container page">',
    '<h1>Plan not found</h1>',
    '<p>We have no plan with that id. The link may be wrong or cut short.</p>',
    '<p class="actions"><a href="/compare" class="button button-primary">Compare plans</a><a href="/rates" class="button">See all rates</a></p>',
    '</section>',
  ].join('');

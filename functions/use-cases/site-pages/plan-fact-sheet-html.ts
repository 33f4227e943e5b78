import type { PlanDetailsResponse } from '#shared/contracts/plan-details';
import type { ReferenceStatement } from '#shared/contracts/reference-statement';
import {
  SERVED_OWN_COST_SLOT,
  SERVED_PLAN_ATTRIBUTE,
  SERVED_TYPICAL_COST,
} from '#shared/contracts/served-plan-page';
import {
  estimateLabel,
  unitOfEnergy,
} from '#shared/domain/compare/typical-usage';
import {
  formatCents,
  formatDate,
  formatDollars,
} from '#shared/format/money-and-dates';
import {
  planKindAndPlace,
  typicalCostBasis,
} from '#shared/format/plan-page-words';
import { referenceStatementWords } from '#shared/format/reference-statement-words';
import { escapeHtml as e } from './html-text.ts';

const row = (term: string, value: string | null | undefined) =>
  value ? `<dt>${e(term)}</dt><dd>${e(value)}</dd>` : '';

const list = (heading: string, items: readonly string[]) =>
  items.length
    ? `<h2>${e(heading)}</h2><ul>${items.map((item) => `<li>${e(item)}</li>`).join('')}</ul>`
    : '';

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
 * The top of the app's plan page in its markup and words (heading, the
 * prompt to price it on your usage, the typical household's cost), so
 * the first paint is the page the app then draws, not a page it replaces.
 */
function pageTopHtml(details: PlanDetailsResponse): string {
  const { plan, withdrawn, facts, typical } = details;
  const green =
    plan.greenEnergyPercent > 0
      ? `<span class="badge badge-green">${plan.greenEnergyPercent}% green</span>`
      : '';
  return [
    '<header class="plan-page__head">',
    `<p class="retailer retailer-name">${e(plan.retailer)}</p>`,
    `<h1>${e(plan.planName)}</h1>`,
    withdrawn
      ? `<p class="card warning" role="status"><strong>No longer offered.</strong> The retailer has withdrawn this plan; these are its last published details (updated ${e(formatDate(plan.lastUpdated))}).</p>`
      : '',
    `<p class="muted">${e(planKindAndPlace(plan))}${green}</p>`,
    facts.description
      ? `<p class="plan-page__about">${e(facts.description)}</p>`
      : '',
    '</header>',
    withdrawn
      ? '<p class="card notice">This plan is no longer offered, so it is not priced on your usage. <a href="/compare">Compare the plans on offer now</a>.</p>'
      : `<div ${SERVED_OWN_COST_SLOT}><p class="card notice"><a href="/compare">Compare plans with your usage</a> and open this plan from its card to see what it would cost you.</p></div>`,
    typical
      ? [
          `<section class="plan-section card" aria-labelledby="typical-cost-heading" ${SERVED_TYPICAL_COST}>`,
          '<h2 id="typical-cost-heading">For a typical household</h2>',
          `<p class="muted">${e(typicalCostBasis(typical))}</p>`,
          `<p class="annual"><strong>${e(formatDollars(typical.annualCostIncGst))}</strong> a year (GST included)</p>`,
          '</section>',
        ].join('')
      : `<p class="card notice" ${SERVED_TYPICAL_COST}>This plan cannot be priced: ${e(details.unpricedReason ?? '')}.</p>`,
  ].join('');
}

/**
 * The plan's page as plain HTML, readable without scripts (search
 * engines, link previews, a browser with scripts off): the top of the
 * app's page, then the fact sheet. The app takes the page over as it is
 * and draws its full page once its parts and data are in.
 */
export function planFactSheetHtml(details: PlanDetailsResponse): string {
  const { plan, terms, facts, cardEstimates } = details;
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
      estimateLabel('home', unitOfEnergy(plan.energyType)),
      cardEstimates && formatDollars(cardEstimates.homeDollarsPer30Days),
    ),
    row(
      estimateLabel('business', unitOfEnergy(plan.energyType)),
      cardEstimates && formatDollars(cardEstimates.businessDollarsPer30Days),
    ),
  ].join('');
  return [
    `<article class="container page plan-page" ${SERVED_PLAN_ATTRIBUTE}="${e(plan.id)}">`,
    pageTopHtml(details),
    '<h2>Fact sheet</h2>',
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

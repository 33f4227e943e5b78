import { beforeEach, describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '#shared/domain/site-settings';
import { memoryWatchStore } from '#test-support/memory-watch-store';
import type { MailMessage } from '#use-cases/ports';
import type { WatchRecord } from '#use-cases/ports-watches';
import { checkWatch } from '#use-cases/watches/check-watches';
import type { WatchPricing } from '#use-cases/watches/price-watch';
import { priceAlert } from './price-alert.ts';

const NOW = Date.parse('2026-11-24T00:00:00Z');
const SITE = 'https://compare.example';

const saved = (change: Partial<WatchRecord> = {}): WatchRecord => ({
  id: 'w1',
  email: 'jo@example.com',
  status: 'active',
  postcode: '2000',
  network: 'Ausgrid',
  energyType: 'Electricity',
  customerType: 'Residential',
  usage: { kind: 'monthlyKwh', monthlyKwh: 412 },
  currentPlanId: 'AGL-HOME-1',
  thresholdDollars: 50,
  bestAtSave: null,
  currentCostAtSave: 1500,
  currentCostIncGst: 1500,
  currentPlanVersion: 1,
  lastAlertedBest: null,
  lastAlertedVersion: null,
  partitions: ['electricity.residential.ausgrid'],
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  confirmedAt: '2026-11-01T00:00:00Z',
  expiresAt: NOW / 1000 + 86_400,
  ...change,
});

/** The market a catalogue change left: the current plan dearer, one cheaper. */
const market: WatchPricing = {
  best: { planId: 'RED-SAVER', planName: 'Red Saver', annualCostIncGst: 1390 },
  currentCostIncGst: 1680,
  currentPlanName: 'AGL Home Flex',
  network: 'Ausgrid',
  partitions: ['electricity.residential.ausgrid'],
};

let memory: ReturnType<typeof memoryWatchStore>;
let mail: MailMessage[];

/** The alert the use case sends, through in-memory ports, with the real template. */
async function alertFor(watch: WatchRecord, pricing: WatchPricing = market) {
  await memory.store.put(watch);
  const outcome = await checkWatch(
    {
      store: memory.store,
      clock: { now: () => new Date(NOW) },
      siteUrl: SITE,
      pricer: async () => pricing,
      currentPlanVersions: async () => [
        {
          version: 2,
          firstSeenAt: '2026-11-20T00:00:00Z',
          annualCostIncGst: 1680,
        },
        {
          version: 1,
          firstSeenAt: '2026-10-01T00:00:00Z',
          annualCostIncGst: 1500,
        },
      ],
      mailer: {
        send: async (m: MailMessage) => {
          mail.push(m);
          return { messageId: 'm' };
        },
      },
      render: (...args) => priceAlert('Energy Compare Australia', ...args),
      newClaimId: () => 'attempt',
      alertClaimLeaseMs: 60_000,
    },
    watch.id,
    'v2',
  );
  expect(outcome).toBe('alerted');
  const [sent] = mail;
  if (!sent) throw new Error('no alert sent');
  return sent;
}

/** The saved comparison's address in the text version. */
const compareLinkIn = (text: string) => {
  const href = /Open your saved comparison: (\S+)/.exec(text)?.[1];
  if (!href) throw new Error('no saved comparison link');
  return new URL(href);
};

/** The HTML's paragraphs as text, entities decoded, and its links. */
const htmlLines = (html: string) =>
  [...html.matchAll(/<p>([^<]*)<\/p>/g)].map(([, line]) =>
    (line ?? '').replaceAll('&amp;', '&').replaceAll('&#39;', "'"),
  );

beforeEach(() => {
  memory = memoryWatchStore(() => NOW);
  mail = [];
});

describe('the price alert e-mail', () => {
  it('names the plan that rose and by how much a year on the saved usage, the best plan now and its saving', async () => {
    const sent = await alertFor(saved());
    const rose =
      'AGL Home Flex (your current plan) went up by $180 a year on your saved usage: about $1,680 a year, up from $1,500.';
    const best =
      'The best plan now: Red Saver, about $1,390 a year on your saved usage, $290 a year less than your current plan.';
    expect(sent.subject).toBe(
      `${defaultSiteSettings.siteName}: a plan $290 a year cheaper is available`,
    );
    expect(sent.text).toContain(rose);
    expect(sent.text).toContain(best);
    expect(htmlLines(sent.html)).toEqual(expect.arrayContaining([rose, best]));
  });

  it('links text and HTML to the saved comparison with its market, usage and current plan', async () => {
    const sent = await alertFor(saved());
    const link = compareLinkIn(sent.text);
    expect(link.origin + link.pathname).toBe(`${SITE}/compare`);
    expect(Object.fromEntries(link.searchParams)).toEqual({
      postcode: '2000',
      energy: 'Electricity',
      customer: 'Residential',
      usage: '412',
      sort: 'price',
      network: 'Ausgrid',
      currentPlanId: 'AGL-HOME-1',
    });
    expect(sent.html).toContain(
      `<a href="${link.href.replaceAll('&', '&amp;')}">Open your saved comparison</a>`,
    );
    expect(sent.text).not.toContain('give it again');
  });

  it('names the rise in the subject when no plan beats the current one by the threshold', async () => {
    const sent = await alertFor(saved(), {
      ...market,
      best: {
        planId: 'RED-SAVER',
        planName: 'Red Saver',
        annualCostIncGst: 1660,
      },
    });
    expect(sent.subject).toMatch(
      /: AGL Home Flex's price went up by \$180 a year$/,
    );
    // Cheaper by less than the threshold: still named, with its saving.
    expect(sent.text).toContain(
      'The best plan now: Red Saver, about $1,660 a year on your saved usage, $20 a year less than your current plan.',
    );
  });

  it('leaves the best plan out when none is cheaper than the current plan, and calls an unnamed current plan yours', () => {
    const mail = priceAlert(
      'Energy Compare Australia',
      saved(),
      {
        send: true,
        betterPlan: null,
        currentPlanRose: { from: 1500, to: 1680 },
      },
      {
        oneClickUnsubscribe: `${SITE}/api/watches/one-click-unsubscribe?token=T`,
        unsubscribe: `${SITE}/price-alerts/manage?action=unsubscribe&token=T`,
        deleteData: `${SITE}/price-alerts/manage?action=delete&token=T`,
        renew: `${SITE}/price-alerts/manage?action=renew&token=T`,
      },
      { ...market, best: null, currentPlanName: null },
    );
    expect(mail.subject).toMatch(
      /: your current plan's price went up by \$180 a year$/,
    );
    expect(mail.text).toContain(
      'Your current plan went up by $180 a year on your saved usage',
    );
    expect(mail.text).not.toContain('The best plan now');
  });

  it('without a current plan, measures the best plan against the best at save time', async () => {
    const sent = await alertFor(
      saved({
        currentPlanId: null,
        currentCostIncGst: null,
        bestAtSave: { planId: 'OLD', planName: 'Old', annualCostIncGst: 1500 },
      }),
      { ...market, currentCostIncGst: null, currentPlanName: null },
    );
    expect(sent.text).toContain(
      '$110 a year less than the best plan when you saved.',
    );
    expect(compareLinkIn(sent.text).searchParams.has('currentPlanId')).toBe(
      false,
    );
  });

  it('says a bill or meter data must be given again, since no link holds it', async () => {
    const bill = await alertFor(
      saved({ usage: { kind: 'monthlyBill', monthlyBillDollars: 150 } }),
    );
    const billLink = compareLinkIn(bill.text);
    expect(billLink.searchParams.has('usage')).toBe(false);
    expect(billLink.searchParams.has('meterData')).toBe(false);
    expect(bill.text).toContain('give it again on the page');
    expect(bill.html).toContain('give it again on the page');
    mail = [];
    const slots = Array.from({ length: 12 }, () => new Array(48).fill(0.2));
    const metered = await alertFor(
      saved({ id: 'w2', usage: { kind: 'halfHourProfile', importKwh: slots } }),
    );
    expect(compareLinkIn(metered.text).searchParams.get('meterData')).toBe('1');
  });
});

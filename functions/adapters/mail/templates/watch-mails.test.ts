import { describe, expect, it } from 'vitest';
import type { WatchRecord } from '#use-cases/ports-watches';
import type { WatchPricing } from '#use-cases/watches/price-watch';
import { priceAlert } from './price-alert.ts';
import { watchConfirmation } from './watch-confirmation.ts';

const links = {
  confirm: 'https://compare.example/price-alerts/confirm?token=C',
  oneClickUnsubscribe:
    'https://compare.example/api/watches/one-click-unsubscribe?token=T',
  unsubscribe:
    'https://compare.example/price-alerts/manage?action=unsubscribe&token=T',
  deleteData:
    'https://compare.example/price-alerts/manage?action=delete&token=T',
  renew: 'https://compare.example/price-alerts/manage?action=renew&token=T',
};

const watch = {
  email: 'jo@example.com',
  postcode: '2000',
  currentPlanId: 'CUR',
  usage: { kind: 'monthlyKwh', monthlyKwh: 350 },
} as WatchRecord;

const market: WatchPricing = {
  best: { planId: 'B', planName: 'Saver', annualCostIncGst: 1500 },
  currentCostIncGst: 1620,
  currentPlanName: 'Home Flex',
  network: null,
  partitions: [],
};

describe('price alert e-mails', () => {
  it.each([
    [
      'the confirmation',
      watchConfirmation('Energy Compare Australia', 'jo@example.com', links),
    ],
    [
      'an alert',
      priceAlert(
        'Energy Compare Australia',
        watch,
        {
          send: true,
          betterPlan: {
            planId: 'B',
            planName: 'Saver',
            annualCostIncGst: 1500,
            savingDollars: 120,
          },
          currentPlanRose: null,
        },
        links,
        market,
      ),
    ],
  ])(
    '%s has one-click unsubscribe headers and the unsubscribe and delete links',
    (_, mail) => {
      expect(mail.headers).toEqual({
        'List-Unsubscribe': `<${links.oneClickUnsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      expect(mail.text).toContain(links.unsubscribe);
      expect(mail.text).toContain(links.deleteData);
      expect(mail.html).toContain('Delete my data');
    },
  );

  it('names the cheaper plan and the saving against the current plan', () => {
    const mail = priceAlert(
      'Energy Compare Australia',
      watch,
      {
        send: true,
        betterPlan: {
          planId: 'B',
          planName: 'Saver',
          annualCostIncGst: 1500,
          savingDollars: 120,
        },
        currentPlanRose: { from: 1600, to: 1620 },
      },
      links,
      market,
    );
    expect(mail.subject).toContain('$120 a year cheaper');
    expect(mail.text).toContain(
      'The best plan now: Saver, about $1,500 a year on your saved usage, $120 a year less than your current plan.',
    );
    expect(mail.text).toContain(
      'Home Flex (your current plan) went up by $20 a year',
    );
  });
});

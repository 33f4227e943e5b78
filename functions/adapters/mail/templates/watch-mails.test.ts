import { describe, expect, it } from 'vitest';
import type { WatchRecord } from '#use-cases/ports-watches';
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
} as WatchRecord;

describe('price alert e-mails', () => {
  it.each([
    ['the confirmation', watchConfirmation('jo@example.com', links)],
    [
      'an alert',
      priceAlert(
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
    );
    expect(mail.subject).toContain('$120 a year cheaper');
    expect(mail.text).toContain('Saver would now cost about $1,500 a year');
    expect(mail.text).toContain('up from $1,600');
  });
});

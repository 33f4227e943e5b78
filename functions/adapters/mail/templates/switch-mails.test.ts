import { describe, expect, it } from 'vitest';
import type { SwitchRequested } from '#shared/events/switching';
import { switchConfirmation } from './switch-confirmation.ts';
import { switchStaffNotification } from './switch-staff-notification.ts';

const lead: SwitchRequested = {
  id: '01JSWITCH',
  occurredAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  firstName: 'Mei',
  lastName: 'Chen',
  email: 'mei@example.com',
  phone: '0412 000 111',
  address: '',
  postcode: '3000',
  currentProvider: '',
  nmi: '',
  mirn: '',
  specialRequests: '',
  consentMarketing: false,
  selectedPlanId: 'PLAN-1',
  selectedPlanName: 'Saver',
  selectedRetailer: 'Volt Co',
  estimatedAnnualCost: 2118.37,
  estimatedSavings: 0,
  energyType: 'Electricity',
  customerType: 'Residential',
  network: 'CitiPower',
  usageBasis: 'based on 450 kWh a month',
};

describe('switch e-mails', () => {
  it('tell staff the card figure, the usage it assumed and what was compared', () => {
    const mail = switchStaffNotification(
      lead,
      'staff@example.com',
      'https://compare.example.com.au',
    );
    expect(mail.text).toContain(
      'Estimated annual cost: $2,118 a year, based on 450 kWh a month',
    );
    expect(mail.text).toContain(
      'Compared: Electricity, Residential, CitiPower network',
    );
    expect(mail.text).not.toMatch(/[{}]/);
  });

  it('link staff to the request in the admin, as text and as a link', () => {
    const mail = switchStaffNotification(
      lead,
      'staff@example.com',
      'https://compare.example.com.au',
    );
    const address =
      'https://compare.example.com.au/admin/switching?lead=01JSWITCH';
    expect(mail.text).toContain(`Open in admin: ${address}`);
    expect(mail.html).toContain(`<a href="${address}">${address}</a>`);
  });

  it('tell the visitor the card figure and the usage it assumed', () => {
    const mail = switchConfirmation(lead, 'Energy Compare');
    for (const body of [mail.text, mail.html])
      expect(body).toContain(
        'Estimated cost of this plan: $2,118 a year, based on 450 kWh a month.',
      );
  });
});

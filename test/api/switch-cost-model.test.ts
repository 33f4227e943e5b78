import { afterAll, describe, expect, it } from 'vitest';
import { leadKey } from '#data/keys';
import type { CompareResponse, UsageInput } from '#shared/contracts/compare';
import type { SwitchQuote } from '#shared/contracts/switch-requests';
import { formatDollars } from '#shared/format/money-and-dates';
import { call, eventually } from '#test-support/http';
import { outboxMessages } from '#test-support/outbox';
import { tableClient } from '#test-support/table';

const table = tableClient();
afterAll(() => table.close());

const STAFF = 'staff@energy-compare.local';
const market = { postcode: '3000', energyType: 'Electricity' } as const;

/** A card further down the list than the cheapest, as the visitor saw it. */
async function aCard(usage: UsageInput) {
  const { body } = await call<CompareResponse>('POST', '/api/compare', {
    json: { ...market, usage },
  });
  const card = body.plans[2] ?? body.plans[0];
  if (!card) throw new Error('no plan at 3000');
  return card;
}

const details = () => ({
  firstName: 'Ana',
  lastName: 'Lee',
  email: `ana.${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`,
  phone: '0412 000 222',
  consentSwitch: true,
});

const weekOfReadings: UsageInput = {
  kind: 'intervals',
  startDate: '2026-06-01',
  intervalMinutes: 30,
  importKwh: Array.from({ length: 7 * 48 }, (_, i) => (i % 48 > 34 ? 1 : 0.3)),
};

describe('one cost model from /compare to the switch e-mails', () => {
  it.each([
    [
      '450 kWh a month',
      { kind: 'monthlyKwh', monthlyKwh: 450 } as UsageInput,
      'based on 450 kWh a month',
    ],
    [
      'meter data',
      weekOfReadings,
      'based on your meter data from 1 June 2026 to 7 June 2026',
    ],
  ])(
    'carries the card figure for %s to the quote, the stored request and both e-mails',
    async (_, usage, basis) => {
      // Arrange
      const card = await aCard(usage);
      const priced = { ...market, usage, selectedPlanId: card.plan.id };
      const form = { ...details(), ...priced };
      // Act
      const quote = await call<SwitchQuote>('POST', '/api/switch-quotes', {
        json: priced,
      });
      const created = await call<{ id: string; estimatedAnnualCost: number }>(
        'POST',
        '/api/switch-requests',
        { json: form },
      );
      // Assert
      expect(quote.status).toBe(200);
      expect(quote.body).toMatchObject({
        annualCostIncGst: card.annualCostIncGst,
        usageBasis: basis,
      });
      expect(created.status).toBe(201);
      expect(created.body.estimatedAnnualCost).toBe(card.annualCostIncGst);
      expect(await table.get(leadKey(created.body.id))).toMatchObject({
        estimatedAnnualCost: card.annualCostIncGst,
        estimatedSavings: card.annualSavingsDollars,
        usageBasis: basis,
      });
      const estimate = `${formatDollars(card.annualCostIncGst)} a year, ${basis}`;
      const [toStaff, toVisitor] = await eventually(async () => {
        const mine = (await outboxMessages()).filter((m) =>
          m.text.includes(form.email),
        );
        const staff = mine.find((m) => m.to.includes(STAFF));
        const visitor = (await outboxMessages()).find((m) =>
          m.to.includes(form.email),
        );
        return staff && visitor ? [staff, visitor] : undefined;
      });
      expect(toStaff?.text).toContain(`Estimated annual cost: ${estimate}`);
      expect(toVisitor?.text).toContain(
        `Estimated cost of this plan: ${estimate}.`,
      );
      expect(toVisitor?.html).toContain(estimate);
    },
  );

  it('quotes a bill as the card did and names the bill', async () => {
    const usage: UsageInput = { kind: 'monthlyBill', monthlyBillDollars: 160 };
    const card = await aCard(usage);
    const quote = await call<SwitchQuote>('POST', '/api/switch-quotes', {
      json: { ...market, usage, selectedPlanId: card.plan.id },
    });
    expect(quote.body.annualCostIncGst).toBe(card.annualCostIncGst);
    expect(quote.body.annualSavingsDollars).toBe(card.annualSavingsDollars);
    expect(quote.body.usageBasis).toMatch(
      /^based on a \$160 monthly bill \(about \d+ kWh a month\)$/,
    );
  });

  it('refuses a plan not sold at the postcode, naming the plan', async () => {
    const card = await aCard({ kind: 'monthlyKwh', monthlyKwh: 300 });
    const quote = await call<{ error: { field: string } }>(
      'POST',
      '/api/switch-quotes',
      {
        json: {
          postcode: '6000',
          usage: { kind: 'monthlyKwh', monthlyKwh: 300 },
          selectedPlanId: card.plan.id,
        },
      },
    );
    expect(quote.status).toBe(400);
    expect(quote.body.error.field).toBe('selectedPlanId');
  });

  it('refuses a quote without usage, naming it, rather than guessing', async () => {
    const card = await aCard({ kind: 'monthlyKwh', monthlyKwh: 300 });
    const quote = await call<{ error: { field: string } }>(
      'POST',
      '/api/switch-quotes',
      { json: { ...market, selectedPlanId: card.plan.id } },
    );
    expect(quote.status).toBe(400);
    expect(quote.body.error.field).toBe('usage');
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { SideBySidePlan } from '#shared/contracts/side-by-side';
import { SideBySideTable } from './side-by-side-table';

const plan = (id: string, extra: Record<string, unknown> = {}) =>
  ({
    plan: { id, retailer: 'Test Energy', planName: `Plan ${id}` },
    annualCostIncGst: 1200,
    annualCostWithAllDiscountsIncGst: 1100,
    annualCostAfterBenefitsIncGst: 1200,
    benefitEnds: [],
    monthlyEstimateDollars: 100,
    confidence: 'estimated',
    breakdown: {
      supply: [{ label: 'Supply', dollarsIncGst: 400 }],
      usage: [{ label: `Usage ${id}`, dollarsIncGst: 800 }],
    },
    monthlyCostsIncGst: Array.from({ length: 12 }, (_, i) => ({
      month: i + 1,
      days: 30,
      costIncGst: i === 11 ? null : 100,
    })),
    terms: {
      contractTerm: '12 months',
      pricesFixed: false,
      benefitPeriod: null,
      onExpiry: null,
      variation: null,
      coolingOffDays: 10,
      billFrequency: [],
      fees: [
        { kind: 'exit', name: 'Exit fee', amount: '$90.00', description: null },
      ],
      greenPercent: 0,
      greenPowerOption: false,
      ends: [{ name: 'Intro', endsOn: '2027-03-31', description: null }],
    },
    ...extra,
  }) as unknown as SideBySidePlan;

const render = (plans: SideBySidePlan[]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <SideBySideTable
        plans={plans}
        switchHref={(p) => `/switch?plan=${p.plan.id}`}
        planHref={(p) => `/plans/${p.plan.id}?usage=300`}
      />
    </MemoryRouter>,
  );

describe('SideBySideTable', () => {
  it('is a table with a column header per plan and a row header per figure, charges aligned', () => {
    const html = render([plan('A'), plan('B')]);
    expect(html.match(/<th scope="col">/g)).toHaveLength(2);
    expect(html).toContain('<th scope="row">Annual cost</th>');
    expect(html).toContain(
      '<th scope="row">Supply</th><td>$400.00</td><td>$400.00</td>',
    );
    expect(html).toContain(
      '<th scope="row">Usage A</th><td>$800.00</td><td>—</td>',
    );
    expect(html).toContain('<th scope="row">December</th><td>No readings</td>');
    expect(html).toContain('<th scope="row">Exit fee</th>');
    expect(html).toContain('Intro: ends');
  });

  it('links each plan’s name to its own page', () => {
    const html = render([plan('A'), plan('B')]);
    expect(html).toContain('href="/plans/A?usage=300"');
    expect(html).toContain('href="/plans/B?usage=300"');
  });

  it('shows the cost once time-limited discounts end, and the plan’s words, when the pricing gives them', () => {
    const without = render([plan('A')]);
    const withEnds = render([
      plan('A', {
        annualCostAfterBenefitsIncGst: 1500,
        benefitEnds: [
          {
            description: '15% off usage',
            endsOn: '2027-06-30',
            afterText: 'Standard rates apply',
          },
        ],
      }),
      plan('B'),
    ]);
    expect(without).not.toContain('Once time-limited discounts end');
    expect(withEnds).toContain(
      '<th scope="row">Once time-limited discounts end</th><td>$1,500</td><td>—</td>',
    );
    expect(withEnds).toContain('15% off usage: ends');
    expect(withEnds).toContain('(then: Standard rates apply)');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompareRequestInput } from '#shared/contracts/compare';
import type { WhatIfResult } from '#shared/contracts/what-if';
import { comparedPlan, compareResponse } from '@/test-support/compared-plan';
import { fakeApi, reply, sentTo } from '@/test-support/fake-api';
import { renderInApp } from '@/test-support/render-app';
import { WhatIfPanel } from './what-if-panel';

afterEach(() => vi.unstubAllGlobals());

const request: CompareRequestInput = {
  postcode: '2000',
  usage: { kind: 'monthlyKwh', monthlyKwh: 400 },
  page: 1,
  pageSize: 10,
};

const day = (kwh: number) => Array.from({ length: 48 }, () => kwh);

const summary: WhatIfResult = {
  applied: { solar: { kw: 6.6, exportLimitKw: 5 } },
  bestBefore: {
    planId: 'flat',
    planName: 'Flat Saver',
    retailer: 'Sunny Energy',
    annualCostIncGst: 1500,
    afterAnnualCostIncGst: 900,
  },
  bestAfter: {
    planId: 'tou',
    planName: 'Solar Max',
    retailer: 'Bright Power',
    annualCostIncGst: 700,
    beforeAnnualCostIncGst: 1650,
  },
  worthTogether: { dollars: 800, against: 'bestBefore' },
  balance: {
    homeUse: 4800,
    bought: 2100,
    boughtForBattery: 0,
    exported: 5400,
    solarGenerated: 9100,
    selfConsumed: 1900,
    stored: 1000,
    discharged: 880,
    losses: 100,
    curtailed: 1000,
    unaccounted: 0,
  },
  averageDay: {
    before: { import: day(0.3), export: day(0) },
    after: { import: day(0.1), export: day(0.4), battery: day(0) },
  },
};

const answer = () =>
  compareResponse(
    [
      comparedPlan('tou', {
        annualCostIncGst: 700,
        whatIf: {
          before: { annualCostIncGst: 1650, rank: 2 },
          differenceDollars: -950,
          batteryUse: 'gridCharging',
        },
      }),
      comparedPlan('flat', {
        annualCostIncGst: 900,
        whatIf: {
          before: { annualCostIncGst: 1500, rank: 1 },
          differenceDollars: -600,
          batteryUse: 'selfConsumption',
        },
      }),
    ],
    { totalPlans: 2, whatIf: summary },
  );

const open = async () => {
  renderInApp(<WhatIfPanel request={request} />, '/compare');
  await userEvent.click(screen.getByRole('button', { name: 'Try a change' }));
};
const tick = (name: string) =>
  userEvent.click(screen.getByRole('checkbox', { name }));
const price = () =>
  userEvent.click(screen.getByRole('button', { name: 'Price every plan' }));
const typeInto = async (name: string, value: string) => {
  const input = screen.getByRole('spinbutton', { name });
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
};

const money = {
  validUntil: '2026-12-31',
  installedOn: '2026-11-27',
  upfront: {
    solar: {
      installed: { low: 6930, high: 9570 },
      certificates: 39,
      rebate: { low: 1404, high: 1840 },
    },
    battery: {
      installed: { low: 7000, high: 10_000 },
      certificates: 68,
      rebate: { low: 2448, high: 2720 },
    },
    net: { low: 9370, high: 15_718 },
  },
  payback: { years: { low: 7, high: 11 }, annualSavingDollars: 1400 },
  noPaybackBecause: null,
} satisfies NonNullable<WhatIfResult['money']>;

const answerWith = (moneyResult: WhatIfResult['money']) => {
  const body = answer();
  return {
    ...body,
    whatIf: body.whatIf && { ...body.whatIf, money: moneyResult },
  };
};

describe('the what-if panel', () => {
  it('shows what the panels and battery cost after rebates and a payback range, worded as an estimate', async () => {
    // Arrange
    fakeApi({ 'POST /compare': () => reply(200, answerWith(money)) });
    await open();
    // Act
    await tick('Add solar panels');
    await price();
    // Assert
    const section = await screen.findByRole('region', {
      name: 'Cost and payback',
    });
    const figures = Object.fromEntries(
      within(section)
        .getAllByRole('term')
        .map((term) => [
          term.textContent,
          term.nextElementSibling?.textContent,
        ]),
    );
    expect(figures).toEqual({
      'Solar panels':
        '$6,930-$9,570 installed, less $1,404-$1,840 in rebates (39 certificates)',
      Battery:
        '$7,000-$10,000 installed, less $2,448-$2,720 in rebates (68 certificates)',
      'You pay': '$9,370-$15,718',
    });
    expect(section.textContent).toContain(
      'Pays for itself in about 7-11 years on Solar Max, saving $1,400 a year.',
    );
    expect(section.textContent).toContain('An estimate, not financial advice');
    expect(section.textContent).toContain(
      'an installation on 27 November 2026',
    );
    expect(section.textContent).toContain(
      'Cost figures checked until 31 December 2026.',
    );
  });

  it('still shows every plan priced but no cost or payback once the cost data has expired, and says why', async () => {
    // Arrange
    fakeApi({
      'POST /compare': () =>
        reply(
          200,
          answerWith({
            ...money,
            validUntil: '2026-10-31',
            upfront: null,
            payback: null,
            noPaybackBecause: 'costDataExpired',
          }),
        ),
    });
    await open();
    // Act
    await tick('Add solar panels');
    await price();
    // Assert
    const section = await screen.findByRole('region', {
      name: 'Cost and payback',
    });
    expect(within(section).queryAllByRole('term')).toEqual([]);
    expect(section.textContent).not.toContain('Pays for itself');
    expect(section.textContent).toContain(
      'Our installation costs and rebates are out of date, so we show no cost or payback until they are updated.',
    );
    expect(
      within(
        screen.getByRole('region', { name: 'Plans ranked with the change' }),
      ).getAllByRole('listitem'),
    ).toHaveLength(2);
  });

  it('prices solar and a battery at once on the shown comparison and shows before, after and the difference per plan', async () => {
    // Arrange
    const api = fakeApi({ 'POST /compare': () => reply(200, answer()) });
    await open();
    // Act
    await tick('Add solar panels');
    await tick('Add a battery');
    await typeInto('Usable capacity (kWh)', '10');
    await price();
    // Assert
    const ranked = await screen.findByRole('region', {
      name: 'Plans ranked with the change',
    });
    expect(sentTo(api, 'POST', '/compare')).toEqual([
      {
        ...request,
        whatIf: {
          solar: { kw: 6.6, exportLimitKw: 5 },
          battery: { usableKwh: 10, powerKw: 5, roundTripEfficiency: 0.9 },
        },
      },
    ]);
    const rows = within(ranked).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(
        /^1\. Plan tou.*Today\$1,650 \(ranked 2\)With the change\$700Difference\$950 a year less.*cheap hours/,
      ),
      expect.stringMatching(
        /^2\. Plan flat.*Today\$1,500 \(ranked 1\)With the change\$900Difference\$600 a year less.*stores spare solar/,
      ),
    ]);
  });

  it('puts the cheapest plan today beside the cheapest with the change, and what switching and the change are worth together', async () => {
    // Arrange
    fakeApi({ 'POST /compare': () => reply(200, answer()) });
    await open();
    // Act
    await tick('Add solar panels');
    await price();
    // Assert
    const today = await screen.findByRole('region', { name: 'Cheapest today' });
    expect(today.textContent).toContain('Flat Saver');
    expect(today.textContent).toContain('Today$1,500 a year');
    expect(today.textContent).toContain('With the change$900 a year');
    const after = screen.getByRole('region', {
      name: 'Cheapest with the change',
    });
    expect(after.textContent).toContain('Solar Max');
    expect(after.textContent).toContain('Today$1,650 a year');
    expect(after.textContent).toContain('With the change$700 a year');
    expect(screen.getByText(/and making the/).textContent).toBe(
      'Switching to Solar Max and making the change: $800 a year less than the cheapest plan today, before the cost of the change itself.',
    );
  });

  it('shows the year’s energy balance and the average day before and after as a table too', async () => {
    // Arrange
    fakeApi({ 'POST /compare': () => reply(200, answer()) });
    await open();
    // Act
    await tick('Add solar panels');
    await price();
    // Assert
    const balance = await screen.findByRole('region', {
      name: "A year's energy",
    });
    const figures = Object.fromEntries(
      within(balance)
        .getAllByRole('term')
        .map((term) => [
          term.textContent,
          term.nextElementSibling?.textContent,
        ]),
    );
    expect(figures).toMatchObject({
      'Bought from the grid': '2,100 kWh',
      Exported: '5,400 kWh',
      'Used straight from the panels': '1,900 kWh',
      'Stored in the battery': '1,000 kWh',
    });
    expect(
      figures['Curtailed (solar above the export limit, which earns nothing)'],
    ).toBe('1,000 kWh');
    const table = screen.getByRole('table', {
      name: 'Average day, before and after, by half-hour',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Half-hour',
      'Bought, today',
      'Bought, with the change',
      'Exported, today',
      'Exported, with the change',
      'Battery (+ charging, − discharging)',
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(49);
    expect(
      within(table).getByRole('rowheader', { name: '1:30 pm' }),
    ).toBeTruthy();
  });

  it('sends an EV and a load shift together, shares as fractions', async () => {
    // Arrange
    const api = fakeApi({ 'POST /compare': () => reply(200, answer()) });
    await open();
    // Act
    await tick('Add an electric car');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Charging' }),
      'midday',
    );
    await tick('Move evening use to midday');
    await typeInto('Share of evening use moved (%)', '40');
    await price();
    // Assert
    await screen.findByRole('region', { name: 'Plans ranked with the change' });
    expect(sentTo(api, 'POST', '/compare')[0]).toMatchObject({
      whatIf: {
        ev: { kmPerYear: 12000, kwhPer100Km: 17, charging: 'midday' },
        loadShift: { eveningShare: 0.4 },
      },
    });
  });

  it('shows the API’s 400 beside the field it names and keeps what was typed', async () => {
    // Arrange
    fakeApi({
      'POST /compare': () =>
        reply(400, {
          error: {
            code: 'VALIDATION_ERROR',
            field: 'whatIf.solar.kw',
            message: 'Too big: expected number to be <=30',
          },
        }),
    });
    await open();
    // Act
    await tick('Add solar panels');
    await typeInto('Solar size (kW)', '45');
    await price();
    // Assert
    const field = screen.getByRole('spinbutton', { name: 'Solar size (kW)' });
    expect(await screen.findByText('Enter 0.5 to 30 kW.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(
        field.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '',
      )?.textContent,
    ).toBe('Enter 0.5 to 30 kW.');
    expect((field as HTMLInputElement).value).toBe('45');
    expect(screen.queryByRole('region', { name: 'Cheapest today' })).toBeNull();
  });

  it('prices the applied change again when the comparison above changes', async () => {
    // Arrange: a page whose comparison moves to another postcode
    function Page() {
      const [postcode, setPostcode] = useState('2000');
      return (
        <>
          <button type="button" onClick={() => setPostcode('3000')}>
            Move
          </button>
          <WhatIfPanel request={{ ...request, postcode }} />
        </>
      );
    }
    const api = fakeApi({ 'POST /compare': () => reply(200, answer()) });
    renderInApp(<Page />, '/compare');
    await userEvent.click(screen.getByRole('button', { name: 'Try a change' }));
    await tick('Add solar panels');
    await price();
    await screen.findByRole('region', { name: 'Cheapest today' });
    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));
    // Assert
    await vi.waitFor(() =>
      expect(sentTo(api, 'POST', '/compare')).toHaveLength(2),
    );
    expect(sentTo(api, 'POST', '/compare')[1]).toMatchObject({
      postcode: '3000',
      whatIf: { solar: { kw: 6.6 } },
    });
  });

  it('asks for a change when none is ticked, without asking the API', async () => {
    // Arrange
    const api = fakeApi({ 'POST /compare': () => reply(200, answer()) });
    await open();
    // Act
    await price();
    // Assert
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Tick at least one change to try.',
    );
    expect(sentTo(api, 'POST', '/compare')).toEqual([]);
  });
});

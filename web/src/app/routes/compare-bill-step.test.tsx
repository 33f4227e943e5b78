import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { comparedPlan, compareResponse } from '@/test-support/compared-plan';
import { fakeApi, reply, sentTo } from '@/test-support/fake-api';
import { renderInApp } from '@/test-support/render-app';
import { Component as ComparePage } from './compare';

const LOADS = { timeout: 10_000 };
const answered = compareResponse([comparedPlan('a')], { totalPlans: 1 });

async function openBillStep() {
  const user = userEvent.setup();
  const view = renderInApp(<ComparePage />, '/compare?postcode=2600');
  await user.click(screen.getByRole('tab', { name: 'Bill or home' }));
  await screen.findByRole('group', { name: 'From your bill' }, LOADS);
  return { user, ...view };
}

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);

/** Puts text in a field as a paste: typing each key is slow under load. */
async function fill(
  user: ReturnType<typeof userEvent.setup>,
  input: HTMLElement,
  text: string,
) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

describe('the bill step of /compare', () => {
  it('keeps what was typed and names each field to change, then sends the bill once it is right', async () => {
    // Arrange
    const api = fakeApi({ 'POST /compare': () => reply(200, answered) });
    const { user, router } = await openBillStep();
    await fill(user, field('First day of the bill'), '2026-04-01');
    await fill(user, field('Last day of the bill'), '2026-01-01');
    await fill(user, field('Electricity used (kWh)'), 'lots');
    await fill(user, field('Solar exported (kWh)'), '402.7');
    // Act
    await user.click(screen.getByRole('button', { name: 'Compare Plans' }));
    // Assert: the number first, then what only the whole bill can tell
    const kwh = field('Electricity used (kWh)');
    expect(kwh.value).toBe('lots');
    expect(kwh.getAttribute('aria-invalid')).toBe('true');
    expect(
      await screen.findByText(/^Electricity used \(kWh\): enter a number/),
    ).toBeTruthy();
    expect(document.activeElement).toBe(kwh);
    await fill(user, kwh, '1,425.9');
    await user.click(screen.getByRole('button', { name: 'Compare Plans' }));
    expect(
      await screen.findByText('Last day of the bill: is before the start date'),
    ).toBeTruthy();
    expect(field('Last day of the bill').value).toBe('2026-01-01');
    expect(sentTo(api, 'POST', '/compare')).toHaveLength(0);
    // Act: the dates put right
    await fill(user, field('Last day of the bill'), '2026-06-30');
    await user.click(screen.getByRole('button', { name: 'Compare Plans' }));
    // Assert
    await screen.findByRole('heading', { name: /plans for/ }, LOADS);
    const [sent] = sentTo(api, 'POST', '/compare') as { usage: unknown }[];
    expect(sent?.usage).toEqual({
      kind: 'bill',
      periods: [
        {
          startDate: '2026-04-01',
          endDate: '2026-06-30',
          generalKwh: 1425.9,
          exportKwh: 402.7,
        },
      ],
    });
    const link = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(link)).toMatchObject({
      household: 'bill',
      from: '2026-04-01',
      to: '2026-06-30',
      kwh: '1,425.9',
      exportKwh: '402.7',
    });
  });

  it('shows the API’s refusal beside the field it names, keeping the figures', async () => {
    // Arrange
    fakeApi({
      'POST /compare': () =>
        reply(400, {
          error: {
            code: 'VALIDATION',
            field: 'usage.periods.0.exportKwh',
            message: 'is more than 1.5 kW of panels could make in 91 days',
          },
        }),
    });
    const { user } = await openBillStep();
    await fill(user, field('First day of the bill'), '2026-01-01');
    await fill(user, field('Last day of the bill'), '2026-03-31');
    await fill(user, field('Electricity used (kWh)'), '900');
    await fill(user, field('Solar exported (kWh)'), '880');
    // Act
    await user.click(screen.getByRole('button', { name: 'Compare Plans' }));
    // Assert
    const error = await screen.findByText(
      'Solar exported (kWh): is more than 1.5 kW of panels could make in 91 days',
      undefined,
      LOADS,
    );
    expect(error).toBeTruthy();
    expect(field('Solar exported (kWh)').value).toBe('880');
    expect(field('Solar exported (kWh)').getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('sends the questionnaire alone: people, controlled-load hot water, solar, an EV and a pool', async () => {
    // Arrange
    const api = fakeApi({ 'POST /compare': () => reply(200, answered) });
    const { user } = await openBillStep();
    await user.click(screen.getByRole('radio', { name: 'No bill: my home' }));
    const home = screen.getByText('About your home')
      .parentElement as HTMLElement;
    await fill(
      user,
      within(home).getByRole('textbox', { name: 'People in the home' }),
      '4',
    );
    await user.selectOptions(
      within(home).getByRole('combobox', { name: 'Hot water' }),
      'electricControlledLoad',
    );
    await fill(
      user,
      within(home).getByRole('textbox', { name: 'Rooftop solar (kW)' }),
      '6.6',
    );
    await user.selectOptions(
      within(home).getByRole('combobox', { name: 'Electric vehicle' }),
      'overnight',
    );
    await fill(
      user,
      within(home).getByRole('textbox', { name: 'Km a year the EV drives' }),
      '12000',
    );
    await user.click(within(home).getByRole('checkbox', { name: 'Pool pump' }));
    // Act
    await user.click(screen.getByRole('button', { name: 'Compare Plans' }));
    // Assert
    await screen.findByRole('heading', { name: /plans for/ }, LOADS);
    const [sent] = sentTo(api, 'POST', '/compare') as { usage: unknown }[];
    expect(sent?.usage).toEqual({
      kind: 'bill',
      household: {
        people: 4,
        hotWater: 'electricControlledLoad',
        controlledLoad: true,
        poolPump: true,
        solarKw: 6.6,
        ev: { charging: 'overnight', kmPerYear: 12000 },
      },
    });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UsageInput } from '#shared/contracts/compare';
import {
  rememberMeterUsage,
  switchInputsFrom,
  switchLink,
} from './switch-link';

const paramsOf = (link: string) => new URL(link, 'http://x').searchParams;

function fakeSessionStorage() {
  const items = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
  });
}

afterEach(() => vi.unstubAllGlobals());

const meter: UsageInput = {
  kind: 'intervals',
  startDate: '2026-03-01',
  intervalMinutes: 30,
  importKwh: Array.from({ length: 48 }, () => 0.5),
};

describe('switchLink and switchInputsFrom', () => {
  it('carry monthly kWh, fuel, customer type and network in the URL', () => {
    const link = switchLink('P1', {
      postcode: '3000',
      energyType: 'Gas',
      customerType: 'Business',
      network: 'Multinet',
      usage: { kind: 'monthlyKwh', monthlyKwh: 450 },
    });
    expect(switchInputsFrom(paramsOf(link))).toEqual({
      inputs: {
        postcode: '3000',
        energyType: 'Gas',
        customerType: 'Business',
        network: 'Multinet',
      },
      usage: { kind: 'monthlyKwh', monthlyKwh: 450 },
    });
  });

  it('carry a bill in the URL', () => {
    const link = switchLink('P1', {
      postcode: '2000',
      usage: { kind: 'monthlyBill', monthlyBillDollars: 160 },
    });
    expect(switchInputsFrom(paramsOf(link)).usage).toEqual({
      kind: 'monthlyBill',
      monthlyBillDollars: 160,
    });
  });

  it('keep meter readings out of the URL and read them from the session', () => {
    fakeSessionStorage();
    const link = switchLink('P1', { postcode: '2000', usage: meter });
    rememberMeterUsage(meter);
    expect(link).not.toContain('0.5');
    expect(switchInputsFrom(paramsOf(link)).usage).toEqual(meter);
  });

  it('keep a bill’s figures and answers out of the URL and read them from the session', () => {
    fakeSessionStorage();
    const bill = {
      kind: 'bill' as const,
      periods: [
        { startDate: '2026-04-01', endDate: '2026-06-30', generalKwh: 1200 },
      ],
      household: { people: 3 },
    };
    const link = switchLink('P1', { postcode: '2600', usage: bill });
    rememberMeterUsage(bill);
    expect(link).not.toContain('1200');
    expect(switchInputsFrom(paramsOf(link)).usage).toEqual(bill);
  });

  it('give no usage when the meter readings are gone or none was linked', () => {
    fakeSessionStorage();
    const link = switchLink('P1', { postcode: '2000', usage: meter });
    expect(switchInputsFrom(paramsOf(link)).usage).toBeNull();
    expect(
      switchInputsFrom(new URLSearchParams('plan=P1&postcode=2000')).usage,
    ).toBeNull();
  });
});

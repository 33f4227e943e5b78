import { describe, expect, it, vi } from 'vitest';
import type { CompareRequest } from '#shared/contracts/compare';
import { profileForCompare } from '#shared/domain/compare/usage-for-compare';
import { pricingFor } from './pricing-for.ts';

const typed = (
  monthlyKwh: number,
): Pick<CompareRequest, 'usage' | 'energyType'> => ({
  energyType: 'Electricity',
  usage: { kind: 'monthlyKwh', monthlyKwh },
});

describe('pricingFor', () => {
  it('builds the profile of a typed figure once and hands back the same sums next time', () => {
    const request = typed(413);
    const build = vi.fn(() => profileForCompare(request, 2026));
    const first = pricingFor(request, 2026, build);
    const second = pricingFor(request, 2026, build);
    expect(build).toHaveBeenCalledTimes(1);
    expect(second.context).toBe(first.context);
    expect(second.profile).toBe(first.profile);
  });

  it('keeps figures, fuels and years apart', () => {
    const base = pricingFor(typed(517), 2026, () =>
      profileForCompare(typed(517), 2026),
    );
    const gas = { ...typed(517), energyType: 'Gas' as const };
    expect(
      pricingFor(typed(518), 2026, () => profileForCompare(typed(518), 2026))
        .context,
    ).not.toBe(base.context);
    expect(
      pricingFor(gas, 2026, () => profileForCompare(gas, 2026)).context,
    ).not.toBe(base.context);
    expect(
      pricingFor(typed(517), 2027, () => profileForCompare(typed(517), 2027))
        .context,
    ).not.toBe(base.context);
  });

  it('never keeps meter readings: each comparison sums its own', () => {
    const request: Pick<CompareRequest, 'usage' | 'energyType'> = {
      energyType: 'Electricity',
      usage: {
        kind: 'intervals',
        startDate: '2026-01-01',
        intervalMinutes: 30,
        importKwh: new Array(48).fill(0.5),
      },
    };
    const build = vi.fn(() => profileForCompare(request, 2026));
    const first = pricingFor(request, 2026, build);
    const second = pricingFor(request, 2026, build);
    expect(build).toHaveBeenCalledTimes(2);
    expect(second.context).not.toBe(first.context);
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { comparedPlan, compareResponse } from '@/test-support/compared-plan';
import { fakeApi, reply, sentTo } from '@/test-support/fake-api';
import { renderInApp } from '@/test-support/render-app';
import { Component as ComparePage } from './compare';

afterEach(() => vi.unstubAllGlobals());

/** The results panel and the what-if load lazily: slow on a busy machine. */
const LOADS = { timeout: 15_000 };

describe('/compare opened from a link with a what-if (a shared or alert link)', () => {
  it('compares, prices the linked what-if under the results with its sizes in the form, and keeps it in the address', async () => {
    // Arrange
    const api = fakeApi({
      'POST /compare': () =>
        reply(200, compareResponse([comparedPlan('a')], { totalPlans: 1 })),
    });
    // Act
    const { router } = renderInApp(
      <ComparePage />,
      '/compare?postcode=2000&usage=450&whatIf.solarKw=6.6&whatIf.batteryKwh=10',
    );
    // Assert
    await vi.waitFor(
      () =>
        expect(
          (sentTo(api, 'POST', '/compare') as { whatIf?: unknown }[]).some(
            (body) => body.whatIf,
          ),
        ).toBe(true),
      LOADS,
    );
    const priced = (
      sentTo(api, 'POST', '/compare') as { whatIf?: unknown }[]
    ).find((body) => body.whatIf);
    expect(priced?.whatIf).toEqual({
      solar: { kw: 6.6 },
      battery: { usableKwh: 10 },
    });
    expect(
      (
        (await screen.findByRole('checkbox', {
          name: 'Add a battery',
        })) as HTMLInputElement
      ).checked,
    ).toBe(true);
    expect(
      (
        screen.getByRole('spinbutton', {
          name: 'Solar size (kW)',
        }) as HTMLInputElement
      ).value,
    ).toBe('6.6');
    await vi.waitFor(() =>
      expect(
        new URLSearchParams(router.state.location.search).get(
          'whatIf.batteryKwh',
        ),
      ).toBe('10'),
    );
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PriceUpdateRun } from '#shared/contracts/price-updates';
import { fakeApi, reply } from '@/test-support/fake-api';
import { renderInApp } from '@/test-support/render-app';
import { FreshnessBar } from './freshness-bar';

const run = (overrides: Partial<PriceUpdateRun>): PriceUpdateRun => ({
  id: 'run-1',
  status: 'completed',
  trigger: 'scheduled',
  startedAt: '2026-11-20T02:00:00.000Z',
  completedAt: '2026-11-20T02:03:00.000Z',
  plansAdded: 4,
  plansUpdated: 37,
  plansDeactivated: 2,
  plansSkipped: 1,
  plansUnchanged: 500,
  brands: [],
  partitionsChanged: [],
  updatedSince: null,
  catalogueVersion: 'v1',
  skipped: [],
  brandFailures: [],
  brandsAppeared: [],
  brandsDisappeared: [],
  brandListNote: null,
  failureReason: null,
  ...overrides,
});

/** The bar's words, as a visitor reads them, once the last run is known. */
async function barFor(latest: PriceUpdateRun, someStale = false) {
  fakeApi({ 'GET /price-updates/latest': () => reply(200, { run: latest }) });
  renderInApp(
    <FreshnessBar onReload={() => undefined} someStale={someStale} />,
  );
  const bar = screen.getByRole('region', { name: 'Rates freshness' });
  await waitFor(() =>
    expect(bar.textContent).toMatch(/Database last updated: \d/),
  );
  return bar.textContent ?? '';
}

describe('the rates freshness bar, in a visitor’s words', () => {
  it('says Up to date after a run, without the run’s counts of plans imported', async () => {
    const text = await barFor(run({}));
    expect(text).toContain('Up to date');
    expect(text).not.toMatch(/\d+ (updated|added)|import/i);
  });

  it('says the retailers are being checked while a run goes', async () => {
    const text = await barFor(run({ status: 'running', completedAt: null }));
    expect(text).toContain('Checking the retailers for new prices');
    expect(text).not.toMatch(/Updating\.\.\./);
  });

  it('says plainly that the last check did not finish', async () => {
    const text = await barFor(run({ status: 'failed' }));
    expect(text).toContain('The last check for new prices did not finish');
  });

  it('says some plans are over 7 days old rather than Up to date', async () => {
    const text = await barFor(run({}), true);
    expect(text).toContain('Some plans not updated for over 7 days');
    expect(text).not.toContain('Up to date');
  });

  it('tells what Refresh Prices does, and starts a check when pressed', async () => {
    const api = fakeApi({
      'GET /price-updates/latest': () => reply(200, { run: run({}) }),
      'POST /price-updates': () =>
        reply(202, { run: run({ status: 'running', completedAt: null }) }),
    });
    renderInApp(<FreshnessBar onReload={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Refresh Prices' });
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(button.getAttribute('aria-describedby') ?? '')
        ?.textContent,
    ).toMatch(/^Asks the retailers for today's prices/);
    await userEvent.click(button);
    await screen.findByText('Checking the retailers for new prices…');
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(
      true,
    );
  });
});

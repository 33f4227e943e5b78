import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from '#test-support/axe';
import { browserPerFile } from '#test-support/browser';
import { compareAndWaitForResults } from '#test-support/compare-results';

const browser = browserPerFile();

/**
 * Background and border of each kind of badge on the results. The stale
 * warning is drawn from its class in a results card, since plans on a
 * stack started today are fresh.
 */
const BADGE_LOOKS = `(() => {
  const card = document.querySelector('article.plan-card .badges');
  const warn = document.createElement('span');
  warn.className = 'badge badge-warn';
  warn.textContent = 'Check for updates';
  card.append(warn);
  const look = (selector) => {
    const el = document.querySelector(selector);
    if (!el) return null;
    const style = getComputedStyle(el);
    return style.backgroundColor + ' / ' + style.borderTopColor + ' / ' + style.color;
  };
  const looks = {
    best: look('.plan-card .badge-best'),
    popular: look('.plan-card .badge-popular'),
    green: look('.plan-card .badge-green'),
    warning: look('.plan-card .badge-warn'),
  };
  warn.remove();
  return looks;
})()`;

/**
 * Opens /compare with the latest run answered as completed, and the
 * comparison as the API answers it, changed by `edit`: other suites start
 * and fail runs on the shared stack, so the page's inputs are fixed here.
 */
async function compareWith(page: Page, edit: (body: Answer) => Answer) {
  await page.route('**/api/price-updates/latest', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { run: Record<string, unknown> };
    const run = { ...body.run, status: 'completed', failureReason: null };
    await route.fulfill({ response, json: { ...body, run } });
  });
  await page.route('**/api/compare', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: edit(await response.json()) });
  });
  await page.goto(
    `${inject('stackUrl')}/compare?postcode=2000&name=Jo&phone=0400000000`,
  );
  await compareAndWaitForResults(page);
  const freshness = page
    .getByRole('region', { name: 'Rates freshness' })
    .locator('.badge');
  await freshness.waitFor();
  const staleCards = page
    .locator('article.plan-card')
    .getByText('Check for updates');
  return { bar: (await freshness.textContent()) ?? '', staleCards };
}

type Answer = {
  someStale: boolean;
  plans: { isStale: boolean }[];
};

describe('the compare results', () => {
  it('say Up to date, and mark no card, when every plan shown is fresh', async () => {
    // Arrange
    const page = await browser().newPage();
    // Act: plans on a stack started today are fresh.
    const { bar, staleCards } = await compareWith(page, (body) => body);
    // Assert
    expect(bar).toMatch(/^Up to date/);
    expect(await staleCards.count()).toBe(0);
    await page.close();
  });

  it("say one thing about freshness when a plan shown is over 7 days old, under the database's last update time", async () => {
    // Arrange
    const page = await browser().newPage();
    // Act
    const { bar, staleCards } = await compareWith(page, (body) => ({
      ...body,
      someStale: true,
      plans: body.plans.map((p, i) => (i === 0 ? { ...p, isStale: true } : p)),
    }));
    // Assert: the bar agrees with the card, and no second line contradicts it.
    expect(bar).toMatch(/not updated for over 7 days/);
    expect(await staleCards.count()).toBe(1);
    // The spec's words for when the plans were last refreshed, with the time.
    expect(
      await page
        .getByRole('region', { name: 'Rates freshness' })
        .getByText(/^Database last updated: \d{1,2} \w{3} \d{4}/)
        .count(),
    ).toBe(1);
    expect(await page.getByText(/may need refresh/).count()).toBe(0);
    await page.close();
  });

  it('give each kind of badge its own look', async () => {
    // Arrange
    const page = await browser().newPage();
    await compareWith(page, (body) => body);
    // Act
    const looks = (await page.evaluate(BADGE_LOOKS)) as Record<
      string,
      string | null
    >;
    // Assert
    for (const [kind, look] of Object.entries(looks))
      expect(look, `${kind} badge on the page`).not.toBeNull();
    expect(new Set(Object.values(looks)).size).toBe(4);
    await expectNoAxeViolations(page);
    await page.close();
  });
});

describe('the freshness line on /compare', () => {
  for (const width of [375, 1280])
    it(`keeps its room while the last update time loads, so the form below does not move (${width} px)`, async () => {
      // Arrange: the last update's answer is held until the page has drawn.
      const page = await browser().newPage({
        viewport: { width, height: 800 },
      });
      let answer: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        answer = resolve;
      });
      await page.route('**/api/price-updates/latest', async (route) => {
        await held;
        const response = await route.fetch();
        const body = (await response.json()) as {
          run: Record<string, unknown>;
        };
        const run = { ...body.run, status: 'completed', failureReason: null };
        await route.fulfill({ response, json: { ...body, run } });
      });
      await page.goto(`${inject('stackUrl')}/compare`);
      const form = page.getByRole('form', { name: 'What to compare' });
      const bar = page.getByRole('region', { name: 'Rates freshness' });
      await bar.getByText('checking…').waitFor();
      const before = await form.boundingBox();
      // Act
      answer();
      await bar.getByText(/^Up to date/).waitFor();
      // Assert
      const after = await form.boundingBox();
      expect(after?.y).toBe(before?.y);
      await page.close();
    });
});

import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from '#test-support/axe';
import { browserPerFile } from '#test-support/browser';

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

describe('the compare results', () => {
  it('say one thing about freshness and give each kind of badge its own look', async () => {
    // Arrange
    const page = await browser().newPage();
    await page.goto(
      `${inject('stackUrl')}/compare?postcode=2000&name=Jo&phone=0400000000`,
    );
    // Act
    await page.getByRole('button', { name: 'Compare Plans' }).click();
    await page.locator('article.plan-card').first().waitFor();
    // Assert: the bar says one thing, and agrees with the cards. (Other
    // suites import plans and start runs, so either state may be current.)
    const freshness = page
      .getByRole('region', { name: 'Rates freshness' })
      .locator('.badge');
    await freshness.waitFor();
    const staleCards = await page
      .locator('article.plan-card')
      .getByText('Check for updates')
      .count();
    const bar = (await freshness.textContent()) ?? '';
    if (bar.startsWith('Up to date')) expect(staleCards).toBe(0);
    if (staleCards > 0) expect(bar).toMatch(/not updated for over 7 days/);
    expect(await page.getByText(/Database last updated/).count()).toBe(0);
    expect(await page.getByText(/may need refresh/).count()).toBe(0);
    const looks = (await page.evaluate(BADGE_LOOKS)) as Record<
      string,
      string | null
    >;
    for (const [kind, look] of Object.entries(looks))
      expect(look, `${kind} badge on the page`).not.toBeNull();
    expect(new Set(Object.values(looks)).size).toBe(4);
    await expectNoAxeViolations(page);
    await page.close();
  });
});

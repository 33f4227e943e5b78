import { describe, expect, inject, it } from 'vitest';
import { browserPerFile } from '#test-support/browser';
import { plansAt2000 } from '#test-support/listed-plans';

const browser = browserPerFile();

/**
 * Records the plan page's section headings (and whether the served prompt
 * to compare is on screen) after each change of the page: one entry per
 * commit the app makes, as mutation records are delivered after it.
 */
const RECORD_HEADINGS = `
  window.pageStates = [];
  document.addEventListener('DOMContentLoaded', () => {
    let last = '';
    const record = () => {
      const main = document.querySelector('#main');
      if (!main) return;
      const headings = [...main.querySelectorAll('h2')].map((h) => h.textContent);
      const prompt = main.textContent.includes('Compare plans with your usage');
      const state = JSON.stringify({ headings, prompt });
      if (state !== last) window.pageStates.push(JSON.parse((last = state)));
    };
    record();
    new MutationObserver(record).observe(document.body, { childList: true, subtree: true });
  });
`;

interface PageState {
  headings: string[];
  prompt: boolean;
}

describe('plan page drawn in parts', () => {
  it('draws the full page top first, in several commits, with every section on screen throughout and in order at the end', async () => {
    // Arrange: the page as a card opens it, with the visitor's usage.
    const [plan] = await plansAt2000();
    const id = encodeURIComponent(plan?.id ?? '');
    const page = await browser().newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(RECORD_HEADINGS);
    // Act
    await page.goto(
      `${inject('stackUrl')}/plans/${id}?plan=${id}&postcode=2000&usage=300`,
    );
    await page.getByRole('heading', { name: 'Price history' }).waitFor();
    await page.getByRole('heading', { name: 'How to sign up' }).waitFor();
    const states = (await page.evaluate('window.pageStates')) as PageState[];
    // Assert: the typical household's cost and a fact sheet (the served
    // one, then the app's) are on screen once in every state.
    for (const { headings } of states) {
      expect(
        headings.filter((h) => h === 'For a typical household'),
      ).toHaveLength(1);
      expect(
        headings.filter((h) => h === 'Fact sheet' || h === 'Contract'),
      ).toHaveLength(1);
    }
    // Once the own cost's place is taken, the served prompt never comes back.
    const ownFrom = states.findIndex((s) =>
      s.headings.includes('For your usage'),
    );
    expect(ownFrom).toBeGreaterThanOrEqual(0);
    expect(states.slice(ownFrom).some((s) => s.prompt)).toBe(false);
    // The app's fact sheet, the tariff map and the price history came in
    // commits of their own, top first.
    const firstWith = (heading: string) =>
      states.findIndex((s) => s.headings.includes(heading));
    expect(firstWith('Contract')).toBeLessThan(
      firstWith('When power costs what'),
    );
    expect(firstWith('When power costs what')).toBeLessThan(
      firstWith('Price history'),
    );
    expect(states.at(-1)?.headings).toEqual([
      'For your usage',
      'For a typical household',
      'When power costs what',
      'Price history',
      'Contract',
      'Who can take it',
      'Fees',
      'Discounts and incentives',
      'How to sign up',
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

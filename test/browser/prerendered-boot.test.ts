import { describe, expect, inject, it } from 'vitest';
import { browserPerFile, openWithoutScripts } from '#test-support/browser';
import { plansAt2000 } from '#test-support/listed-plans';

const browser = browserPerFile();

const shells = [
  ['/', 'Compare Australian energy plans by what they would really cost you'],
  ['/compare', 'Compare energy plans'],
  ['/rates', 'Latest Rates'],
] as const;

describe('pre-rendered first paint', () => {
  it.each(shells)(
    '%s has its heading before any script runs',
    async (path, heading) => {
      const { page, response, close } = await openWithoutScripts(
        browser(),
        path,
      );
      expect(response?.status()).toBe(200);
      expect(
        await page.getByRole('heading', { level: 1, name: heading }).count(),
      ).toBe(1);
      await close();
    },
  );

  it.each([...shells, ['/faq', 'Frequently Asked Questions']] as const)(
    '%s is hydrated, not rendered again, and logs no error',
    async (path, heading) => {
      // Arrange: keep the server's <h1> before the scripts run.
      const page = await browser().newPage();
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      await page.addInitScript(
        `document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive')
            window.serverH1 = document.querySelector('h1');
        });`,
      );
      // Act
      await page.goto(`${inject('stackUrl')}${path}`);
      await page.waitForLoadState('networkidle');
      // Assert
      const same = await page.evaluate(
        "window.serverH1 === document.querySelector('h1')",
      );
      expect(same).toBe(true);
      expect(await page.locator('h1').textContent()).toBe(heading);
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it('paints a plan page’s fact sheet and canonical URL before any script runs, then the app draws it', async () => {
    const [plan] = await plansAt2000();
    const path = `/plans/${encodeURIComponent(plan?.id ?? '')}`;
    const bare = await openWithoutScripts(browser(), path);
    expect(bare.response?.status()).toBe(200);
    await bare.page
      .getByRole('heading', { level: 1, name: plan?.planName })
      .waitFor();
    expect(await bare.page.getByText('Daily supply charge').count()).toBe(1);
    expect(
      await bare.page.locator('link[rel="canonical"]').getAttribute('href'),
    ).toMatch(new RegExp(`${path}$`));
    await bare.close();

    const page = await browser().newPage();
    await page.goto(`${inject('stackUrl')}${path}`);
    await page
      .getByRole('heading', { level: 1, name: plan?.planName })
      .waitFor();
    // The app's own page, not the fact sheet, with one canonical link.
    await page.getByRole('heading', { name: 'Price history' }).waitFor();
    const canonical = page.locator('link[rel="canonical"]');
    expect(await canonical.count()).toBe(1);
    expect((await canonical.getAttribute('href'))?.endsWith(path)).toBe(true);
    await page.close();
  });

  it('takes a served plan page over as it is, at any query: hydrated, not rendered again, and logs no error', async () => {
    // Arrange: keep the server's frame and page before the scripts run.
    const [plan] = await plansAt2000();
    const path = `/plans/${encodeURIComponent(plan?.id ?? '')}`;
    const page = await browser().newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    const details: string[] = [];
    page.on(
      'request',
      (r) => r.url().includes('/details') && details.push(r.url()),
    );
    await page.addInitScript(
      `document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          window.servedHeader = document.querySelector('#root header');
          window.servedTop = document.querySelector('#main h1');
        }
      });`,
    );
    // Act: a shared link with a query the page does not read.
    await page.goto(`${inject('stackUrl')}${path}?utm_source=share`);
    await page.getByRole('heading', { name: 'Price history' }).waitFor();
    // Assert: the frame is the served one, the plan came with the page,
    // and the served top was on screen with the app's words.
    const same = await page.evaluate(
      "window.servedHeader === document.querySelector('#root header')",
    );
    expect(same).toBe(true);
    expect(
      await page.evaluate('window.servedTop && window.servedTop.textContent'),
    ).toBe(plan?.planName);
    expect(details).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('puts the visitor’s own cost, being priced, in the served prompt’s place while the price is asked', async () => {
    // Arrange: a card's link, and the price held back until checked.
    const [plan] = await plansAt2000();
    const id = encodeURIComponent(plan?.id ?? '');
    const page = await browser().newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/api/compare/side-by-side', async (route) => {
      await held;
      await route.continue();
    });
    // Act
    await page.goto(
      `${inject('stackUrl')}/plans/${id}?plan=${id}&postcode=2000&usage=300`,
    );
    // Assert: the frame of the priced section, not the prompt to compare.
    await page.getByText('Pricing this plan on your usage…').waitFor();
    expect(
      await page
        .getByRole('heading', { level: 2, name: 'For your usage' })
        .count(),
    ).toBe(1);
    expect(await page.getByText('Compare plans with your usage').count()).toBe(
      0,
    );
    answer();
    await page.getByTestId('own-annual-cost').waitFor();
    expect(
      await page.getByText('Pricing this plan on your usage…').count(),
    ).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('renders over the shell when the URL is not the one pre-rendered', async () => {
    const page = await browser().newPage();
    await page.goto(`${inject('stackUrl')}/switch`);
    // Without a plan, /switch sends the visitor to the comparison.
    await page
      .getByRole('heading', { level: 1, name: 'Compare energy plans' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/compare');
    await page.close();
  });
});

import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from '#test-support/axe';
import { browserPerFile } from '#test-support/browser';

const browser = browserPerFile();
const url = (path: string) => `${inject('stackUrl')}${path}`;
const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

interface Focused {
  readonly tag: string;
  readonly type: string;
  readonly checked: boolean;
  readonly text: string;
}

/** What the focused element is, as a keyboard user meets it. */
const focused = (page: Page) =>
  page.evaluate(`(() => {
    const el = document.activeElement;
    return {
      tag: el ? el.tagName : '',
      type: el && el.type ? el.type : '',
      checked: Boolean(el && el.checked),
      text: el && el.textContent ? el.textContent.trim() : '',
    };
  })()`) as Promise<Focused>;

/** Presses Tab until `wanted` holds for the focused element. */
async function tabTo(page: Page, wanted: (f: Focused) => boolean) {
  for (let presses = 0; presses < 300; presses++) {
    await page.keyboard.press('Tab');
    if (wanted(await focused(page))) return;
  }
  throw new Error('Tab never reached the element');
}

/** The plans' own table (the month chart has a table of its own). */
const plansTable = (page: Page) =>
  page.getByRole('table', {
    name: 'The chosen plans side by side, GST included',
  });

const uncheckedBox = (f: Focused) =>
  f.tag === 'INPUT' && f.type === 'checkbox' && !f.checked;

/** On screen and not covered by anything (the site header, other cells). */
const seenOnTop = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const view = el.ownerDocument.defaultView;
    if (y < 0 || y > view.innerHeight || x < 0 || x > view.innerWidth)
      return false;
    return el.contains(el.ownerDocument.elementFromPoint(x, y));
  });

/** No part of the page is wider than the phone: nothing to scroll sideways. */
const pageOverflow = async (page: Page) =>
  Number(
    await page.evaluate(
      'document.documentElement.scrollWidth - window.innerWidth',
    ),
  );

describe('plans side by side', () => {
  it('picks three plans on a phone by keyboard and shows the same annual costs side by side', async () => {
    // Arrange: a visitor who gave a name and phone on the start form
    const page = await browser().newPage({ viewport: PHONE });
    await page.goto(url('/compare?postcode=2000&name=Jo&phone=0400000000'));
    await expect
      .poll(() => page.getByLabel('Postcode').inputValue())
      .toBe('2000');
    await page.getByRole('button', { name: 'Compare Plans' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /plans for 2000/ }).waitFor();
    // Act: Tab to each of the first three Compare boxes and tick it
    for (let i = 0; i < 3; i++) {
      await tabTo(page, uncheckedBox);
      await page.keyboard.press('Space');
    }
    const tray = page.getByRole('region', { name: 'Plans to compare' });
    await expect
      .poll(() => tray.getByText('3 of 4 plans picked').isVisible())
      .toBe(true);
    const cards = page.locator('article.plan-card', {
      has: page.locator('input[type=checkbox]:checked'),
    });
    const cardNames = await cards.locator('h3').allTextContents();
    const cardCosts = await cards.locator('p.annual strong').allTextContents();
    await tabTo(
      page,
      (f) => f.tag === 'A' && f.text === 'Compare side by side',
    );
    await page.keyboard.press('Enter');
    // Assert
    await page.waitForURL(/\/compare\/side-by-side\?/);
    const table = plansTable(page);
    await table.waitFor();
    expect(page.url()).not.toMatch(/Jo|0400000000|name=|phone=/);
    expect(await page.title()).toMatch(/^Plans side by side/);
    const heads = table.locator('thead th[scope=col]');
    expect(await heads.locator('.side-by-side-plan').allTextContents()).toEqual(
      cardNames,
    );
    expect(await page.locator('[data-annual-cost]').allTextContents()).toEqual(
      cardCosts,
    );
    expect(cardCosts).toHaveLength(3);
    expect(
      await table.getByRole('rowheader', { name: 'January' }).count(),
    ).toBe(1);
    expect(
      await table.getByRole('rowheader', { name: 'Exit fee' }).count(),
    ).toBe(1);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    // The table scrolls sideways in its own box, by keyboard too.
    const scroller = page.getByRole('region', { name: /Plans side by side/ });
    await tabTo(page, (f) => f.tag === 'SECTION');
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => scroller.evaluate((el) => el.scrollLeft))
      .toBeGreaterThan(0);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await page.close();
  });

  it('opens a shared link from meter data on a typical year and says so plainly', async () => {
    // Arrange: two plans of the market, as a link shared from a comparison
    const response = await fetch(url('/api/compare'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        postcode: '2000',
        usage: { kind: 'monthlyKwh', monthlyKwh: 400 },
      }),
    });
    const { plans } = (await response.json()) as {
      plans: { plan: { id: string }; annualCostIncGst: number }[];
    };
    const ids = plans.slice(0, 2).map((p) => p.plan.id);
    const page = await browser().newPage({ viewport: PHONE });
    // Act
    await page.goto(
      url(
        `/compare/side-by-side?${new URLSearchParams({ plans: ids.join(','), postcode: '2000', energyType: 'Electricity', customerType: 'Residential', usage: '400', from: 'meter' })}`,
      ),
    );
    // Assert
    await plansTable(page).waitFor();
    expect(
      await page.getByText(/Your comparison used your meter data/).isVisible(),
    ).toBe(true);
    expect(await page.locator('[data-annual-cost]').count()).toBe(2);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await page.close();
  });

  for (const [screen, viewport] of [
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ] as const) {
    it(`keeps the plan names in view while the rows scroll past, down to the last row, on ${screen}`, async () => {
      // Arrange: three plans of the market, as a link shared from a comparison
      const response = await fetch(url('/api/compare'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          postcode: '2000',
          usage: { kind: 'monthlyKwh', monthlyKwh: 400 },
        }),
      });
      const { plans } = (await response.json()) as {
        plans: { plan: { id: string } }[];
      };
      const ids = plans.slice(0, 3).map((p) => p.plan.id);
      const page = await browser().newPage({ viewport });
      await page.goto(
        url(
          `/compare/side-by-side?${new URLSearchParams({ plans: ids.join(','), postcode: '2000', energyType: 'Electricity', customerType: 'Residential', usage: '400' })}`,
        ),
      );
      const table = plansTable(page);
      await table.waitFor();
      const names = table.locator('thead .side-by-side-plan');
      const lastRow = table.getByRole('rowheader', { name: 'Next step' });
      // Act: scroll with the wheel, as a visitor reads down the table
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      await expect
        .poll(
          async () => {
            if (await seenOnTop(lastRow)) return true;
            await page.mouse.wheel(0, 250);
            return false;
          },
          { timeout: 30_000 },
        )
        .toBe(true);
      // Assert: the last row and every plan's name are seen together, each
      // name once the table is scrolled sideways to its column
      const scroller = page.getByRole('region', { name: /Plans side by side/ });
      expect(await names.count()).toBe(3);
      for (const [column, name] of (await names.all()).entries()) {
        await scroller.evaluate((box, i) => {
          const heads = box.querySelectorAll('thead th[scope=col]');
          const rowNames = box.querySelector('thead tr > :first-child');
          box.scrollLeft =
            (heads[i]?.offsetLeft ?? 0) - (rowNames?.offsetWidth ?? 0);
        }, column);
        await expect.poll(() => seenOnTop(name)).toBe(true);
      }
      expect(await seenOnTop(lastRow)).toBe(true);
      await page.close();
    });
  }
});

import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seedLead } from '#test-support/admin-seed';
import { signInOnPage } from '#test-support/admin-sign-in';
import { expectNoAxeViolations } from '#test-support/axe';
import { browserPerFile } from '#test-support/browser';
import { callAs, staffToken } from '#test-support/staff-auth';

const browser = browserPerFile();

/** Waits as long as the page's own requests may take on a busy machine. */
const poll = <T>(value: () => Promise<T> | T) =>
  expect.poll(value, { timeout: 15_000 });

async function signedIn(width: number): Promise<Page> {
  const page = await browser().newPage({ viewport: { width, height: 800 } });
  return signInOnPage(page);
}

const statusOf = async (kind: string, id: string) => {
  const lead = await callAs<{ record: { status: string } }>(
    await staffToken(),
    'GET',
    `/api/admin/leads/${kind}/${id}`,
  );
  return lead.body.record.status;
};

/** A name only this test's leads carry, so a search shows only them. */
const marker = (what: string, width: number) =>
  `${what}${width}x${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** How far the page and each list's scroller reach past their width. */
const overflow = (page: Page) =>
  page.evaluate<number>(
    `Math.max(document.documentElement.scrollWidth - window.innerWidth,
      ...[...document.querySelectorAll('.table-scroll')].map(
        (s) => s.scrollWidth - s.clientWidth))`,
  );

describe.each([1280, 375])('staff working the lists at %d px', (width) => {
  it('clear ten pending call backs with the keyboard alone', async () => {
    // Arrange: ten waiting call backs, a day apart, only this test's search finds.
    const name = marker('Keys', width);
    const ids: string[] = [];
    for (let day = 1; day <= 10; day += 1)
      ids.push(
        await seedLead(
          'callback',
          { name },
          `2001-01-${String(day).padStart(2, '0')}T00:00:00.000Z`,
        ),
      );
    const page = await signedIn(width);
    await page.goto(
      `${inject('stackUrl')}/admin/callbacks?status=pending&sort=oldest&q=${name}`,
    );
    const rows = page.locator('tr[data-row-id]');
    await poll(() => rows.count()).toBe(10);
    // The shortcut help is one key away and passes axe.
    await page.keyboard.press('?');
    const help = page.getByRole('region', { name: 'Keyboard shortcuts' });
    await poll(() => help.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    // Act: next row, mark it; ten times.
    for (const [index, id] of ids.entries()) {
      await page.keyboard.press('j');
      await poll(() => rows.nth(index).getAttribute('class')).toBe(
        'row-current',
      );
      await page.keyboard.press('m');
      await poll(() => rows.nth(index).textContent()).toContain('completed');
      expect(await statusOf('callback', id)).toBe('completed');
    }
    // Assert: the message sits above the list, not over its rows.
    const notice = page
      .getByRole('status')
      .filter({ hasText: 'Status updated' });
    const noticeBox = await notice.boundingBox();
    const tableBox = await page.locator('.admin-table').boundingBox();
    expect(
      noticeBox && tableBox && noticeBox.y + noticeBox.height,
    ).toBeLessThanOrEqual(tableBox?.y ?? 0);
    await page.close();
  });

  it('move ticked switching requests at once and are told which changed meanwhile', async () => {
    // Arrange: three pending requests; another member of staff cancels one.
    const lastName = marker('Bulk', width);
    const ids = [
      await seedLead('switch', { firstName: 'Ann', lastName }),
      await seedLead('switch', { firstName: 'Ben', lastName }),
      await seedLead('switch', { firstName: 'Cy', lastName }),
    ];
    const page = await signedIn(width);
    await page.goto(`${inject('stackUrl')}/admin/switching?q=${lastName}`);
    await poll(() => page.locator('tr[data-row-id]').count()).toBe(3);
    await page
      .getByRole('checkbox', { name: 'Select every row shown' })
      .check();
    const bar = page.getByRole('region', { name: 'Selected rows' });
    await poll(() => bar.textContent()).toContain('3 selected');
    await expectNoAxeViolations(page);
    const cancelled = await callAs(
      await staffToken(),
      'PATCH',
      `/api/admin/leads/switch/${ids[1]}/status`,
      { from: 'pending', to: 'cancelled' },
    );
    expect(cancelled.status).toBe(200);
    // Act
    await bar.getByRole('button', { name: 'Mark 3 in progress' }).click();
    // Assert
    const notice = page.getByRole('status').filter({ hasText: 'marked' });
    await poll(() => notice.textContent()).toContain('2 marked in progress');
    expect(await notice.textContent()).toContain(
      `Ben ${lastName} changed meanwhile (now cancelled)`,
    );
    expect(await statusOf('switch', ids[0] ?? '')).toBe('in_progress');
    expect(await statusOf('switch', ids[1] ?? '')).toBe('cancelled');
    expect(await statusOf('switch', ids[2] ?? '')).toBe('in_progress');
    await page.close();
  });

  it('read every list without sideways scrolling, status and actions in view', async () => {
    const name = marker('Fit', width);
    await seedLead('callback', { name });
    await seedLead('inquiry', { name });
    await seedLead('switch', { firstName: name });
    await seedLead('subscription', { name, email: `${name}@example.com` });
    const page = await signedIn(width);
    for (const list of ['callbacks', 'inquiries', 'switching', 'subscribers']) {
      await page.goto(
        `${inject('stackUrl')}/admin/${list}?status=all&q=${name}`,
      );
      const row = page.locator('tr[data-row-id]').first();
      await poll(() => row.textContent()).toContain(name);
      expect(await overflow(page), list).toBeLessThanOrEqual(0);
      const status = row.locator('td[data-label="Status"]');
      const box = await status.boundingBox();
      expect(box && box.x + box.width, list).toBeLessThanOrEqual(width);
      if (list !== 'subscribers') {
        const action = row.locator('td[data-label="Actions"] button').first();
        const actionBox = await action.boundingBox();
        expect(
          actionBox && actionBox.x + actionBox.width,
          list,
        ).toBeLessThanOrEqual(width);
      }
      await expectNoAxeViolations(page);
    }
    await page.close();
  });
});

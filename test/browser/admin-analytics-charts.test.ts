import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { AnalyticsSummary } from '#shared/contracts/admin';
import { seedLead } from '#test-support/admin-seed';
import { expectNoAxeViolations } from '#test-support/axe';
import { browserPerFile } from '#test-support/browser';
import { callAs, staffToken } from '#test-support/staff-auth';

const browser = browserPerFile();
const url = (path: string) => `${inject('stackUrl')}${path}`;

const tableRows = (table: Locator) =>
  table
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.children].map((cell) => cell.textContent).join(' | '),
      ),
    );

/** `YYYY-MM-DD` as the chart's table writes it: "3 Mar 2026". */
const tableDay = (date: string) =>
  new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.parse(`${date}T00:00:00Z`));

describe('staff analytics charts', () => {
  it('draw a day’s new leads as counted by hand, and the funnel as the API counts it', async () => {
    // Arrange: 20 days back, 01:00 UTC is the same day in Sydney (11 am or noon).
    const token = await staffToken();
    const day = new Date(Date.now() - 20 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const before = (
      await callAs<AnalyticsSummary>(token, 'GET', '/api/admin/analytics')
    ).body.perDay.find((d) => d.date === day);
    await Promise.all([
      seedLead('inquiry', {}, `${day}T01:00:00.000Z`),
      seedLead('inquiry', {}, `${day}T01:05:00.000Z`),
      seedLead('callback', {}, `${day}T01:10:00.000Z`),
    ]);
    const page = await browser().newPage({
      viewport: { width: 375, height: 740 },
    });
    // Act
    await page.goto(url('/admin/login'));
    await page.getByLabel('Email').fill(inject('staffEmail'));
    await page.getByLabel('Password').fill(inject('staffPassword'));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/admin/dashboard');
    await page.goto(url('/admin/analytics'));
    const figure = page.locator('figure', { hasText: 'New leads per day' });
    await figure.getByRole('button', { name: 'Show as table' }).click();
    // Assert: by hand, the day gains 2 inquiries and 1 call back.
    const rows = await tableRows(
      figure.getByRole('table', { name: 'New leads per day' }),
    );
    expect(rows[0]).toBe(
      'Day | Inquiries | Call backs | Switch requests | Subscribers',
    );
    expect(rows.find((row) => row.startsWith(`${tableDay(day)} |`))).toBe(
      [
        tableDay(day),
        (before?.inquiries ?? 0) + 2,
        (before?.callbacks ?? 0) + 1,
        before?.switchingRequests ?? 0,
        before?.subscribers ?? 0,
      ].join(' | '),
    );
    const after = (
      await callAs<AnalyticsSummary>(token, 'GET', '/api/admin/analytics')
    ).body;
    const funnel = page.getByRole('table', { name: 'Conversion funnel' });
    expect((await tableRows(funnel)).slice(1)).toEqual([
      `Inquiries | ${after.inquiries.toLocaleString('en-AU')}`,
      `Call backs | ${after.callbacks.toLocaleString('en-AU')}`,
      `Switch requests | ${after.switchingRequests.toLocaleString('en-AU')}`,
    ]);
    await expectNoAxeViolations(page);
    await page.close();
  });
});

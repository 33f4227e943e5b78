import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedLead } from '#test-support/admin-seed';
import { browserPerFile } from '#test-support/browser';
import { callAs, staffToken } from '#test-support/staff-auth';

const browser = browserPerFile();
let page: Page;
const url = (path: string) => `${inject('stackUrl')}${path}`;
const unique = Date.now().toString(36);

// Toasts wait as long as the page's own actions may take on a busy machine.
const toast = (text: string) =>
  expect
    .poll(() => page.getByText(text, { exact: true }).first().isVisible(), {
      timeout: 10_000,
    })
    .toBe(true);
const row = (text: string) => page.getByRole('row').filter({ hasText: text });

/**
 * Searches the list and waits for the server's answer to that search: a
 * row acted on before it lands would be replaced by the answer (a lead
 * marked complete leaves the pending list).
 */
async function search(text: string) {
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/api/admin/leads/') &&
      new URL(response.url()).searchParams.get('q') === text,
  );
  await page.getByRole('searchbox').fill(text);
  await answered;
}

beforeAll(async () => {
  page = await browser().newPage({ acceptDownloads: true });
  page.setDefaultTimeout(10_000);
});

afterAll(async () => {
  // Put the public settings back for the other suites.
  const token = await staffToken();
  const current = await callAs<{ settings: object; version: number }>(
    token,
    'GET',
    '/api/admin/settings',
  );
  await callAs(token, 'PUT', '/api/admin/settings', {
    version: current.body.version,
    settings: { ...current.body.settings, contactPhone: '1800 123 456' },
  });
});

describe('a staff member works the leads', () => {
  it('is sent to login without a session, and told when the password is wrong', async () => {
    await page.goto(url('/admin/callbacks'));
    await page.waitForURL('**/admin/login?next=%2Fadmin%2Fcallbacks');
    await page.getByLabel('Email').fill(inject('staffEmail'));
    await page.getByLabel('Password').fill('wrong-password-123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await toast('Login failed');
    expect(page.url()).toMatch(/\/admin\/login\?next=/);
  });

  it('logs in and is greeted on the dashboard', async () => {
    await page.goto(url('/admin/login'));
    await page.getByLabel('Email').fill(inject('staffEmail'));
    await page.getByLabel('Password').fill(inject('staffPassword'));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await toast('Login successful');
    await page.waitForURL('**/admin/dashboard');
    await expect
      .poll(() => page.getByText('Welcome back, Alex Morgan!').isVisible())
      .toBe(true);
    expect(await page.locator('.floating-callback').count()).toBe(0);
  });

  it('marks a callback complete', async () => {
    await seedLead('callback', { name: `Cal ${unique}` });
    await page.getByRole('link', { name: 'Callbacks' }).click();
    // The queue is oldest first: a search finds this new one at once.
    await search(`Cal ${unique}`);
    const line = row(`Cal ${unique}`);
    await line.getByRole('button', { name: 'Mark Complete' }).click();
    await toast('Status updated');
    await expect.poll(() => line.textContent()).toContain('completed');
    expect(
      await line.getByRole('button', { name: 'Mark Complete' }).count(),
    ).toBe(0);
  });

  it('opens the call back a staff e-mail links to', async () => {
    const id = await seedLead('callback', { name: `Linked ${unique}` });
    await page.goto(url(`/admin/callbacks?lead=${id}`));
    const dialog = page.getByRole('dialog', { name: 'Callback request' });
    await expect.poll(() => dialog.textContent()).toContain(`Linked ${unique}`);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });

  it('advances one inquiry, deletes another after confirming and undoes it', async () => {
    await seedLead('inquiry', { name: `Inq ${unique}` });
    await seedLead('inquiry', { name: `Del ${unique}` });
    await page.getByRole('link', { name: 'Inquiries' }).click();
    const line = row(`Inq ${unique}`);
    await line.getByRole('button', { name: 'Mark Contacted' }).click();
    await toast('Status updated');
    await line.getByRole('button', { name: 'Mark Converted' }).click();
    await expect.poll(() => line.textContent()).toContain('converted');
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe(
        'Are you sure you want to delete this inquiry?',
      );
      void dialog.accept();
    });
    await row(`Del ${unique}`).getByRole('button', { name: 'Delete' }).click();
    await toast('Inquiry deleted');
    await expect.poll(() => row(`Del ${unique}`).count()).toBe(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await toast('Inquiry restored');
    await expect
      .poll(() => row(`Del ${unique}`).textContent())
      .toContain('new');
  });

  it('moves a switching request along and sees its history, signed with their e-mail', async () => {
    await seedLead('switch', { firstName: 'Swi', lastName: unique });
    await page.getByRole('link', { name: 'Switching' }).click();
    await row(`Swi ${unique}`).getByRole('button', { name: /View/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Switching request' });
    await dialog.getByRole('button', { name: 'Mark in progress' }).click();
    await dialog.getByRole('button', { name: 'Mark completed' }).click();
    const history = dialog.locator('.audit-trail li');
    await expect.poll(() => history.count()).toBe(2);
    expect(await history.first().textContent()).toContain(
      `${inject('staffEmail')}: status pending → in_progress`,
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect
      .poll(() => row(`Swi ${unique}`).textContent())
      .toContain('completed');
  });

  it('searches subscribers and exports the filtered list safely', async () => {
    await seedLead('subscription', {
      email: `a.${unique}@example.com`,
      name: '=HYPERLINK("x")',
    });
    await seedLead('subscription', {
      email: `b.${unique}@example.com`,
      name: 'Bea',
    });
    await page.getByRole('link', { name: 'Subscribers' }).click();
    await page
      .getByPlaceholder('Search by email or name...')
      .fill(`A.${unique.toUpperCase()}`);
    await expect.poll(() => row(`b.${unique}`).count()).toBe(0);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('email_subscriptions.csv');
    // The shared browser is remote: a download is saved, not read in place.
    const saved = join(await mkdtemp(join(tmpdir(), 'export-')), 'export.csv');
    await file.saveAs(saved);
    const csv = await readFile(saved, 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      'Email,Name,Status,Source,Subscribed Date',
    );
    expect(csv).toContain(
      `a.${unique}@example.com,"'=HYPERLINK(""x"")",active,blog,`,
    );
    expect(csv).not.toContain(`b.${unique}`);
  });

  it('changes a setting and sees it on the public site', async () => {
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('Contact phone').fill('1800 555 010');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Settings saved');
    const visitor = await browser().newPage();
    await visitor.goto(url('/'));
    await expect
      .poll(() => visitor.getByText('1800 555 010').first().isVisible())
      .toBe(true);
    await visitor.close();
  });

  it('logs out, and neither the pages nor its old token open the admin API', async () => {
    // A string, so it runs in the page (the test's types have no DOM).
    const token = String(
      await page.evaluate(`(() => {
        const key = Object.keys(sessionStorage).find((k) => k.endsWith('.accessToken'));
        return key ? sessionStorage.getItem(key) : '';
      })()`),
    );
    expect((await callAs(token, 'GET', '/api/admin/dashboard')).status).toBe(
      200,
    );
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/admin/login');
    await expect
      .poll(
        async () => (await callAs(token, 'GET', '/api/admin/dashboard')).status,
      )
      .toBe(401);
    await page.goto(url('/admin/settings'));
    await page.waitForURL('**/admin/login?next=%2Fadmin%2Fsettings');
    // A string, so it runs in the page (the test's types have no DOM).
    expect(
      await page.evaluate('window.localStorage.getItem("admin_session")'),
    ).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminCallback } from '#shared/contracts/admin-records';
import { fakeApi, pending, reply, sentTo } from '@/test-support/fake-api';
import { renderInApp } from '@/test-support/render-app';
import { Component as CallbacksPage } from './callbacks';

vi.mock('aws-amplify/auth', () => import('@/test-support/signed-in-staff'));

const runtimeConfig = () =>
  reply(200, { userPoolId: 'ap-southeast-2_test', userPoolClientId: 'web' });

const callback = (
  id: string,
  name: string,
  status = 'pending',
): AdminCallback => ({
  id,
  name,
  email: `${id}@example.com`,
  phone: '0412 345 678',
  status,
  createdAt: '2026-11-20T01:00:00.000Z',
});

const page = (items: AdminCallback[], nextCursor: string | null = null) =>
  reply(200, {
    items,
    nextCursor,
    total: items.length,
    statusCounts: items.reduce<Record<string, number>>((counts, item) => {
      const status = String(item.status);
      counts[status] = (counts[status] ?? 0) + 1;
      return counts;
    }, {}),
  });

const renderPage = () => renderInApp(<CallbacksPage />, '/admin/callbacks');

const rowOf = (name: string) =>
  screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('the callbacks admin list', () => {
  it('says it is loading until the first page arrives', async () => {
    fakeApi({
      'GET /config.json': runtimeConfig,
      'GET /admin/leads/callback': pending,
    });
    renderPage();
    expect((await screen.findByRole('status')).textContent).toBe(
      'Loading callback requests...',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when there are no requests', async () => {
    fakeApi({
      'GET /config.json': runtimeConfig,
      'GET /admin/leads/callback': () => page([]),
    });
    renderPage();
    const table = await screen.findByRole('table', {
      name: 'Callback requests',
    });
    expect(within(table).getByText('No callback requests yet.')).toBeTruthy();
  });

  it('reports a failed fetch and shows an empty list', async () => {
    fakeApi({
      'GET /config.json': runtimeConfig,
      'GET /admin/leads/callback': () => reply(500),
    });
    renderPage();
    expect(
      await screen.findByText('Failed to fetch callback requests'),
    ).toBeTruthy();
    expect(screen.getByText('No callback requests yet.')).toBeTruthy();
  });

  it('lists one row per request, asked for with the staff token', async () => {
    const api = fakeApi({
      'GET /config.json': runtimeConfig,
      'GET /admin/leads/callback': () =>
        page([callback('c1', 'Sam Citizen'), callback('c2', 'Alex Doe')]),
    });
    renderPage();
    await screen.findByRole('cell', { name: 'Sam Citizen' });
    // The header row and two request rows.
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(within(rowOf('Alex Doe')).getByText('c2@example.com')).toBeTruthy();
    const listCall = api.mock.calls.find(([url]) =>
      String(url).startsWith('/api/admin/leads/callback'),
    );
    expect(listCall?.[1]?.headers).toHaveProperty(
      'authorization',
      'Bearer staff-token',
    );
  });

  it('marks a request complete on the server and in its row', async () => {
    const api = fakeApi({
      'GET /config.json': runtimeConfig,
      'GET /admin/leads/callback': () => page([callback('c1', 'Sam Citizen')]),
      'PATCH /admin/leads/callback/c1/status': () =>
        reply(200, { id: 'c1', status: 'completed' }),
    });
    renderPage();
    await screen.findByRole('cell', { name: 'Sam Citizen' });
    expect(within(rowOf('Sam Citizen')).getByText('pending')).toBeTruthy();
    await userEvent.click(
      within(rowOf('Sam Citizen')).getByRole('button', {
        name: 'Mark Complete',
      }),
    );
    expect(
      await screen.findByText('Callback request marked as completed'),
    ).toBeTruthy();
    const row = rowOf('Sam Citizen');
    expect(within(row).getByText('completed')).toBeTruthy();
    expect(
      within(row).queryByRole('button', { name: 'Mark Complete' }),
    ).toBeNull();
    expect(sentTo(api, 'PATCH', '/admin/leads/callback/c1/status')).toEqual([
      { from: 'pending', to: 'completed' },
    ]);
  });

  it('keeps the status and gives the reason when the server refuses', async () => {
    fakeApi({
      'GET /config.json': runtimeConfig,
      'GET /admin/leads/callback': () => page([callback('c1', 'Sam Citizen')]),
      'PATCH /admin/leads/callback/c1/status': () =>
        reply(409, {
          error: { code: 'CONFLICT', message: 'it is completed already' },
        }),
    });
    renderPage();
    await screen.findByRole('cell', { name: 'Sam Citizen' });
    await userEvent.click(
      screen.getByRole('button', { name: 'Mark Complete' }),
    );
    expect(
      await screen.findByText(
        'Failed to update status: it is completed already',
      ),
    ).toBeTruthy();
    expect(within(rowOf('Sam Citizen')).getByText('pending')).toBeTruthy();
  });

  it('loads the next page with the cursor', async () => {
    fakeApi({
      'GET /config.json': runtimeConfig,
      'GET /admin/leads/callback': (_body, url) =>
        url.searchParams.get('cursor') === 'next-1'
          ? page([callback('c2', 'Alex Doe')])
          : page([callback('c1', 'Sam Citizen')], 'next-1'),
    });
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Load more' }),
    );
    await screen.findByRole('cell', { name: 'Alex Doe' });
    expect(screen.getByRole('cell', { name: 'Sam Citizen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('opens on the queue: pending, oldest first, each with its wait and an overdue mark', async () => {
    // Arrange: the promise is 2 hours (the default settings).
    const now = Date.now();
    const ago = (minutes: number) =>
      new Date(now - minutes * 60_000).toISOString();
    const api = fakeApi({
      'GET /config.json': runtimeConfig,
      'GET /site-settings': () => reply(200, { settings: {} }),
      'GET /admin/leads/callback': () =>
        page([
          { ...callback('c1', 'Sam Citizen'), createdAt: ago(185) },
          { ...callback('c2', 'Alex Doe'), createdAt: ago(30) },
        ]),
    });
    // Act
    const { router } = renderPage();
    await screen.findByRole('cell', { name: 'Sam Citizen' });
    // Assert
    const asked = api.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.startsWith('/api/admin/leads/callback'));
    expect(asked).toBe('/api/admin/leads/callback?status=pending&sort=oldest');
    expect(within(rowOf('Sam Citizen')).getByText('Overdue')).toBeTruthy();
    expect(within(rowOf('Sam Citizen')).getByText(/3 h 05 min/)).toBeTruthy();
    expect(within(rowOf('Alex Doe')).queryByText('Overdue')).toBeNull();
    expect(within(rowOf('Alex Doe')).getByText(/30 min/)).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('keeps the filter, order and search in the URL and asks the server for them', async () => {
    const api = fakeApi({
      'GET /config.json': runtimeConfig,
      'GET /admin/leads/callback': (_body, url) =>
        url.searchParams.get('q') === '0412'
          ? page([callback('c2', 'Alex Doe', 'completed')])
          : page([callback('c1', 'Sam Citizen')]),
    });
    const { router } = renderPage();
    await screen.findByRole('cell', { name: 'Sam Citizen' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), '');
    await userEvent.selectOptions(screen.getByLabelText('Order'), 'newest');
    await userEvent.type(screen.getByRole('searchbox'), '0412');
    await screen.findByRole('cell', { name: 'Alex Doe' });
    expect(router.state.location.search).toBe('?status=all&sort=newest&q=0412');
    const last = api.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.startsWith('/api/admin/leads/callback'))
      .at(-1);
    expect(last).toBe('/api/admin/leads/callback?q=0412');
  });

  it('reads the list it shows from a link', async () => {
    const api = fakeApi({
      'GET /config.json': runtimeConfig,
      'GET /admin/leads/callback': () => page([callback('c1', 'Sam Citizen')]),
    });
    renderInApp(<CallbacksPage />, '/admin/callbacks?status=completed&q=Sam');
    await screen.findByRole('cell', { name: 'Sam Citizen' });
    expect(
      api.mock.calls.some(
        ([url]) =>
          String(url) ===
          '/api/admin/leads/callback?status=completed&sort=oldest&q=Sam',
      ),
    ).toBe(true);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe(
      'Sam',
    );
  });
});

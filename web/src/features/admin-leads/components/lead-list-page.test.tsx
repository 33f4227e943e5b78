import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, pending, reply } from '@/test-support/fake-api';
import { renderInApp } from '@/test-support/render-app';
import { type LeadListDefinition, LeadListPage } from './lead-list-page';

vi.mock('aws-amplify/auth', () => import('@/test-support/signed-in-staff'));

interface Subscriber {
  readonly id: string;
  readonly email: string;
  readonly status: string;
}

const definition: LeadListDefinition<Subscriber> = {
  kind: 'subscription',
  title: 'Subscribers',
  caption: 'Subscriber list',
  loadingText: 'Loading the list...',
  emptyText: 'Nobody here.',
  failureText: 'The list could not be fetched',
  stats: [{ label: 'All' }, { label: 'Active', status: 'active' }],
  search: { label: 'Search the list', placeholder: 'e-mail' },
  columns: (tools) => [
    { header: 'Email', cell: (r) => r.email },
    {
      header: 'Actions',
      cell: (r) => (
        <button type="button" onClick={() => tools.remove(r.id)}>
          Hide {r.email}
        </button>
      ),
    },
  ],
};

const answer = (items: Subscriber[], total = items.length) =>
  reply(200, {
    items,
    nextCursor: null,
    total,
    statusCounts: { active: total - 1, unsubscribed: 1 },
  });

const routes = (list: Parameters<typeof fakeApi>[0][string]) =>
  fakeApi({
    'GET /config.json': () =>
      reply(200, {
        userPoolId: 'ap-southeast-2_test',
        userPoolClientId: 'web',
      }),
    'GET /admin/leads/subscription': list,
  });

const renderPage = () =>
  renderInApp(<LeadListPage definition={definition} />, '/admin/subscribers');

const card = (label: string) =>
  screen.getByText(label, { selector: '.stat-label' }).parentElement;

describe('an admin list page', () => {
  it('shows its loading text, and no table, until the first page arrives', async () => {
    routes(pending);
    renderPage();
    expect((await screen.findByRole('status')).textContent).toBe(
      'Loading the list...',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows its empty text in the table when there are no rows', async () => {
    routes(() => answer([], 0));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Subscriber list' });
    expect(within(table).getByText('Nobody here.')).toBeTruthy();
  });

  it('reports a failed fetch with its own words and shows an empty list', async () => {
    routes(() => reply(500));
    renderPage();
    expect(
      await screen.findByText('The list could not be fetched'),
    ).toBeTruthy();
    expect(screen.getByText('Nobody here.')).toBeTruthy();
  });

  it('shows the rows in the kind’s columns and the server’s counters on its cards', async () => {
    routes(() =>
      answer(
        [
          { id: 's1', email: 'a@example.com', status: 'active' },
          { id: 's2', email: 'b@example.com', status: 'active' },
        ],
        40,
      ),
    );
    renderPage();
    await screen.findByRole('cell', { name: 'a@example.com' });
    expect(
      screen.getAllByRole('columnheader').map((h) => h.textContent),
    ).toEqual(['Email', 'Actions']);
    expect(card('All')?.textContent).toContain('40');
    expect(card('Active')?.textContent).toContain('39');
    await userEvent.click(
      screen.getByRole('button', { name: 'Hide a@example.com' }),
    );
    expect(screen.queryByRole('cell', { name: 'a@example.com' })).toBeNull();
    expect(card('All')?.textContent).toContain('39');
  });

  it('asks the server to search once staff pause typing', async () => {
    const api = routes((_body, url) =>
      answer(
        url.searchParams.get('q') === 'b@'
          ? [{ id: 's2', email: 'b@example.com', status: 'active' }]
          : [{ id: 's1', email: 'a@example.com', status: 'active' }],
      ),
    );
    renderPage();
    await screen.findByRole('cell', { name: 'a@example.com' });
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search the list' }),
      'b@',
    );
    await screen.findByRole('cell', { name: 'b@example.com' });
    const searched = api.mock.calls
      .map(([url]) => new URL(String(url), 'http://site'))
      .filter((url) => url.pathname === '/api/admin/leads/subscription')
      .map((url) => url.searchParams.get('q'));
    expect(searched).toEqual([null, 'b@']);
  });
});

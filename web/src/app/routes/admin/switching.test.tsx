import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminSwitchRequest } from '#shared/contracts/admin-records';
import { fakeApi, reply, sentTo } from '@/test-support/fake-api';
import { renderInApp } from '@/test-support/render-app';
import { Component as SwitchingPage } from './switching';

vi.mock('aws-amplify/auth', () => import('@/test-support/signed-in-staff'));

const request = (
  id: string,
  firstName: string,
  status = 'pending',
): AdminSwitchRequest =>
  ({
    id,
    firstName,
    lastName: 'Citizen',
    email: `${id}@example.com`,
    phone: '0400 222 333',
    status,
    createdAt: '2026-11-20T01:00:00.000Z',
  }) as AdminSwitchRequest;

const rows = [
  request('s1', 'Ann'),
  request('s2', 'Ben'),
  request('s3', 'Cy', 'in_progress'),
];

const api = (more: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({
    'GET /config.json': () =>
      reply(200, {
        userPoolId: 'ap-southeast-2_test',
        userPoolClientId: 'web',
      }),
    'GET /admin/leads/switch': () =>
      reply(200, {
        items: rows,
        nextCursor: null,
        total: 3,
        statusCounts: { pending: 2, in_progress: 1 },
      }),
    ...more,
  });

const renderPage = async () => {
  renderInApp(<SwitchingPage />, '/admin/switching');
  await screen.findByText('Ann Citizen');
};
const rowOf = (name: string) =>
  screen.getByText(`${name} Citizen`).closest('tr') as HTMLElement;

describe('the switching list worked quickly', () => {
  it('offers every move a row’s status allows on the row itself', async () => {
    api();
    await renderPage();
    const buttons = (name: string) =>
      within(rowOf(name))
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(buttons('Ann')).toEqual([
      'Mark in progress',
      'Mark cancelled',
      'View',
    ]);
    expect(buttons('Cy')).toEqual(['Mark completed', 'Mark cancelled', 'View']);
  });

  it('moves the ticked rows at once and names the one that changed meanwhile', async () => {
    const fake = api({
      'PATCH /admin/leads/switch': () =>
        reply(200, {
          to: 'in_progress',
          changed: ['s1'],
          skipped: [{ id: 's2', reason: 'changed', status: 'cancelled' }],
        }),
    });
    await renderPage();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Select Ann Citizen' }),
    );
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Select Ben Citizen' }),
    );
    const bar = screen.getByRole('region', { name: 'Selected rows' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    await userEvent.click(
      within(bar).getByRole('button', { name: 'Mark 2 in progress' }),
    );
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('1 marked in progress');
    expect(notice.textContent).toContain(
      'Ben Citizen changed meanwhile (now cancelled)',
    );
    expect(sentTo(fake, 'PATCH', '/admin/leads/switch')).toEqual([
      {
        to: 'in_progress',
        leads: [
          { id: 's1', from: 'pending' },
          { id: 's2', from: 'pending' },
        ],
      },
    ]);
    expect(within(rowOf('Ann')).getByText('in progress')).toBeTruthy();
    expect(within(rowOf('Ben')).getByText('cancelled')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Selected rows' })).toBeNull();
  });

  it('moves through rows, changes a status and opens the help with the keyboard', async () => {
    const fake = api({
      'PATCH /admin/leads/switch/s2/status': () =>
        reply(200, { id: 's2', status: 'in_progress' }),
    });
    await renderPage();
    await userEvent.keyboard('jj');
    expect(document.activeElement).toBe(rowOf('Ben'));
    await userEvent.keyboard('m');
    await screen.findByText('Switching request marked as in progress');
    expect(sentTo(fake, 'PATCH', '/admin/leads/switch/s2/status')).toEqual([
      { from: 'pending', to: 'in_progress' },
    ]);
    const help = document.getElementById('list-shortcuts') as HTMLElement;
    expect(help.hidden).toBe(true);
    await userEvent.keyboard('?');
    expect(help.hidden).toBe(false);
    expect(
      screen.getByRole('region', { name: 'Keyboard shortcuts' }).textContent,
    ).toContain('Next row');
    await userEvent.keyboard('/');
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));
    // Typing in the search box is never a shortcut.
    await userEvent.keyboard('m');
    expect(sentTo(fake, 'PATCH', '/admin/leads/switch/s2/status')).toHaveLength(
      1,
    );
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminInquiry } from '#shared/contracts/admin-records';
import { fakeApi, reply } from '@/test-support/fake-api';
import { renderInApp } from '@/test-support/render-app';
import { Component as InquiriesPage } from './inquiries';

vi.mock('aws-amplify/auth', () => import('@/test-support/signed-in-staff'));

const inquiry: AdminInquiry = {
  id: 'in-1',
  name: 'Al Visitor',
  phone: '0400 111 222',
  status: 'contacted',
  createdAt: '2026-11-20T01:00:00.000Z',
};

const page = (items: AdminInquiry[]) =>
  reply(200, {
    items,
    nextCursor: null,
    total: items.length,
    statusCounts: { contacted: items.length },
  });

/** The server's side: the inquiry is listed unless deleted. */
function inquiriesApi(restore = () => reply(200, { status: 'contacted' })) {
  let deleted = false;
  const api = fakeApi({
    'GET /config.json': () =>
      reply(200, {
        userPoolId: 'ap-southeast-2_test',
        userPoolClientId: 'web',
      }),
    'GET /admin/leads/inquiry': () => page(deleted ? [] : [inquiry]),
    'DELETE /admin/leads/inquiry/in-1': () => {
      deleted = true;
      return reply(200, { id: 'in-1', deleted: true });
    },
    'POST /admin/leads/inquiry/in-1/restore': () => {
      const answer = restore();
      if (answer.status === 200) deleted = false;
      return answer;
    },
  });
  return api;
}

async function deleteTheInquiry() {
  vi.stubGlobal('confirm', () => true);
  renderInApp(<InquiriesPage />, '/admin/inquiries');
  const row = (await screen.findByRole('cell', { name: 'Al Visitor' })).closest(
    'tr',
  ) as HTMLElement;
  await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
  await screen.findByText('Inquiry deleted');
}

describe('deleting an inquiry from the admin list', () => {
  it('offers Undo in the message above the list, from the keyboard, and shows the inquiry again', async () => {
    const api = inquiriesApi();
    await deleteTheInquiry();
    expect(screen.queryByRole('cell', { name: 'Al Visitor' })).toBeNull();
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo.closest('.list-notice')).not.toBeNull();
    expect(document.activeElement).toBe(undo);
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Inquiry restored')).toBeTruthy();
    expect(
      await screen.findByRole('cell', { name: 'Al Visitor' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    const restores = api.mock.calls.filter(
      ([url, init]) =>
        init?.method === 'POST' &&
        String(url).endsWith('/admin/leads/inquiry/in-1/restore'),
    );
    expect(restores).toHaveLength(1);
  });

  it('says why when the server refuses the restore, and the row stays gone', async () => {
    inquiriesApi(() =>
      reply(409, {
        error: {
          code: 'CONFLICT',
          message: 'This inquiry is not deleted: it is in the list',
        },
      }),
    );
    await deleteTheInquiry();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to restore inquiry: This inquiry is not deleted',
    );
  });
});

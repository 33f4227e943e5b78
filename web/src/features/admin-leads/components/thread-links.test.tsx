// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ThreadLinks } from './thread-links';

afterEach(cleanup);

describe('ThreadLinks', () => {
  it('links each other lead of the person to its list, opened on it', () => {
    render(
      <MemoryRouter>
        <ThreadLinks
          thread={[
            {
              kind: 'inquiry',
              id: 'in-1',
              createdAt: '2026-11-24T23:00:00.000Z',
            },
            {
              kind: 'switch',
              id: 'sw-1',
              createdAt: '2026-11-25T00:30:00.000Z',
            },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Same person' })).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/admin/inquiries?lead=in-1',
      '/admin/switching?lead=sw-1',
    ]);
    // Sydney time: 23:00 UTC on the 24th is 10:00 am on the 25th.
    expect(links[0]?.textContent).toBe('Inquiry of 25 Nov 2026, 10:00 am');
  });

  it('shows nothing for a person with one lead', () => {
    const { container } = render(
      <MemoryRouter>
        <ThreadLinks thread={[]} />
      </MemoryRouter>,
    );
    expect(container.textContent).toBe('');
  });
});

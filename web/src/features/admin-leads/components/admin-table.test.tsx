import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminTable } from './admin-table';

describe('AdminTable', () => {
  it('shows its empty text beside a decorative picture when there are no rows', () => {
    const { container } = render(
      <AdminTable<{ id: string }>
        caption="Call back requests"
        columns={[{ header: 'Name', cell: (row) => row.id }]}
        rows={[]}
        loading={false}
        loadingText="Loading…"
        emptyText="No callback requests yet."
      />,
    );
    const cell = screen.getByRole('cell', {
      name: 'No callback requests yet.',
    });
    const picture = container.querySelector('svg.illustration');
    expect(cell.contains(picture)).toBe(true);
    expect(picture?.getAttribute('aria-hidden')).toBe('true');
  });
});

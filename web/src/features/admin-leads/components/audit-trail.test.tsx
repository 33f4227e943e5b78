import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuditTrail } from './audit-trail';

const change = {
  at: '2026-11-27T03:00:00.000Z',
  action: 'status' as const,
  changes: { status: ['pending', 'completed'] as const },
};

describe('AuditTrail', () => {
  it('names the member of staff by e-mail, else by Cognito username', () => {
    render(
      <AuditTrail
        entries={[
          {
            ...change,
            actor: { sub: 's-1', username: 'uuid-1', email: 'kim@example.com' },
          },
          {
            ...change,
            at: '2026-11-27T04:00:00.000Z',
            actor: { sub: 's-2', username: 'uuid-2' },
          },
        ]}
      />,
    );
    const lines = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(lines[0]).toContain('kim@example.com: status pending → completed');
    expect(lines[0]).not.toContain('uuid-1');
    expect(lines[1]).toContain('uuid-2: status pending → completed');
  });
});

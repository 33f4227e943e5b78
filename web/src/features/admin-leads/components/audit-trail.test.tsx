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

  it('tells lists and records apart instead of printing [object Object]', () => {
    render(
      <AuditTrail
        entries={[
          {
            at: '2026-11-27T03:00:00.000Z',
            action: 'settings',
            actor: { sub: 's-1', username: 'kim' },
            changes: {
              referencePrices: [
                [{ zone: 'a' }],
                [{ zone: 'a' }, { zone: 'b' }],
              ],
              whatIfCosts: [
                { validUntil: '2026-12-31' },
                { validUntil: '2027-06-30' },
              ],
            },
          },
        ]}
      />,
    );
    const line = screen.getByRole('listitem').textContent;
    expect(line).toContain('referencePrices 1 entry → 2 entries');
    expect(line).toContain('whatIfCosts edited → edited');
    expect(line).not.toContain('[object Object]');
  });
});

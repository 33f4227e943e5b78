import { describe, expect, it } from 'vitest';
import {
  canTransition,
  displayStatus,
  nextStatuses,
  statusesOf,
} from './status-machines.ts';

describe('status machines', () => {
  it.each([
    ['callback', 'pending', 'completed'],
    ['inquiry', 'new', 'contacted'],
    ['inquiry', 'contacted', 'converted'],
    ['switch', 'pending', 'in_progress'],
    ['switch', 'pending', 'cancelled'],
    ['switch', 'in_progress', 'completed'],
    ['switch', 'in_progress', 'cancelled'],
  ] as const)('allows %s %s → %s', (kind, from, to) => {
    expect(canTransition(kind, from, to)).toBe(true);
  });

  it.each([
    ['callback', 'completed', 'pending'],
    ['callback', 'pending', 'pending'],
    ['inquiry', 'new', 'converted'],
    ['inquiry', 'converted', 'contacted'],
    ['inquiry', 'new', 'closed'],
    ['switch', 'pending', 'completed'],
    ['switch', 'completed', 'cancelled'],
    ['switch', 'cancelled', 'pending'],
    ['subscription', 'active', 'unsubscribed'],
    ['inquiry', 'mystery', 'contacted'],
  ] as const)('refuses %s %s → %s', (kind, from, to) => {
    expect(canTransition(kind, from, to)).toBe(false);
  });

  it('lists the next statuses, none for an unknown one', () => {
    expect(nextStatuses('switch', 'in_progress')).toEqual([
      'completed',
      'cancelled',
    ]);
    expect(nextStatuses('switch', 'nope')).toEqual([]);
  });

  it('displays unknown values as the default status of the kind', () => {
    expect(displayStatus('callback', 'weird')).toBe('pending');
    expect(displayStatus('inquiry', undefined)).toBe('new');
    expect(displayStatus('switch', 3)).toBe('pending');
    expect(displayStatus('subscription', 'x')).toBe('active');
    expect(displayStatus('inquiry', 'closed')).toBe('closed');
  });

  it('lists every status of a kind', () => {
    expect(statusesOf('callback')).toEqual(['pending', 'completed']);
  });

  it("treats a stored status named like an object's own method as unknown", () => {
    for (const stored of [
      'toString',
      'constructor',
      '__proto__',
      'hasOwnProperty',
    ]) {
      expect(() =>
        canTransition('callback', stored, 'completed'),
      ).not.toThrow();
      expect(canTransition('callback', stored, 'completed')).toBe(false);
      expect(nextStatuses('switch', stored)).toEqual([]);
      expect(displayStatus('inquiry', stored)).toBe('new');
    }
  });
});

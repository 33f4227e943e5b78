import { beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsSummary } from '#shared/contracts/admin';
import { seedLead } from '#test-support/admin-seed';
import { callAs, staffToken } from '#test-support/staff-auth';

let token = '';
const analytics = async () =>
  (await callAs<AnalyticsSummary>(token, 'GET', '/api/admin/analytics?days=7'))
    .body;

beforeAll(async () => {
  token = await staffToken();
});

/** The UTC date `days` before now, `YYYY-MM-DD`. */
const utcDateBefore = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const nextDate = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);

describe('analytics per day', () => {
  it('counts new leads on their Sydney day, as counted by hand', async () => {
    // Arrange: Sydney is UTC+10 or +11, so 12:30 UTC is still that day
    // there and 13:30 UTC is already the next.
    const day = utcDateBefore(4);
    const next = nextDate(day);
    const before = await analytics();
    // Act
    await Promise.all([
      seedLead('inquiry', {}, `${day}T01:00:00.000Z`),
      seedLead('inquiry', {}, `${day}T12:30:00.000Z`),
      seedLead('inquiry', {}, `${day}T13:30:00.000Z`),
      seedLead('callback', {}, `${day}T13:30:00.000Z`),
      seedLead('switch', {}, `${next}T02:00:00.000Z`),
    ]);
    const after = await analytics();
    // Assert: by hand, `day` gains 2 inquiries; `next` 1 inquiry, 1 call
    // back and 1 switch request.
    const change = (date: string) => {
      const was = before.perDay.find((d) => d.date === date);
      const now = after.perDay.find((d) => d.date === date);
      return {
        inquiries: (now?.inquiries ?? 0) - (was?.inquiries ?? 0),
        callbacks: (now?.callbacks ?? 0) - (was?.callbacks ?? 0),
        switchingRequests:
          (now?.switchingRequests ?? 0) - (was?.switchingRequests ?? 0),
      };
    };
    expect(change(day)).toEqual({
      inquiries: 2,
      callbacks: 0,
      switchingRequests: 0,
    });
    expect(change(next)).toEqual({
      inquiries: 1,
      callbacks: 1,
      switchingRequests: 1,
    });
    const sum = (key: 'inquiries' | 'callbacks' | 'switchingRequests') =>
      after.perDay.reduce((total, d) => total + d[key], 0);
    expect(sum('inquiries')).toBe(after.inquiries);
    expect(sum('callbacks')).toBe(after.callbacks);
    expect(sum('switchingRequests')).toBe(after.switchingRequests);
    expect(after.perDay).toHaveLength(8);
  });
});

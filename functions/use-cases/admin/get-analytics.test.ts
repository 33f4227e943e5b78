import { describe, expect, it } from 'vitest';
import { defaultSettings } from '#shared/contracts/site-settings';
import { inMemoryLeadCounts } from '#test-support/in-memory-lead-counts';
import { getAnalytics } from './get-analytics.ts';
import { getDashboard } from './get-dashboard.ts';

/** 10:00 on 25 Nov 2026 in Sydney (AEDT, UTC+11). */
const NOW = new Date('2026-11-24T23:00:00.000Z');

function analytics(leads: ReturnType<typeof inMemoryLeadCounts>, days = 7) {
  return getAnalytics(
    {
      clock: { now: () => NOW },
      leads: leads.store,
      priceAlertCounts: async () => ({ activeWatchers: 0, alertsSent: 0 }),
    },
    days,
  );
}

describe('getAnalytics per day', () => {
  it('lists every Sydney day of the period, oldest first, empty days as 0', async () => {
    // Act
    const result = await analytics(inMemoryLeadCounts());
    // Assert: 7 days back from 10:00 on the 25th starts at 10:00 on the 18th.
    expect(result.perDay.map((d) => d.date)).toEqual([
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    expect(result.perDay.every((d) => d.inquiries === 0)).toBe(true);
  });

  it('counts each kind on the Sydney day it was created, matching the totals', async () => {
    // Arrange
    const leads = inMemoryLeadCounts([
      // 23:30 on the 23rd in Sydney.
      { kind: 'inquiry', createdAt: '2026-11-23T12:30:00.000Z' },
      // 00:30 on the 24th in Sydney, the 23rd in UTC.
      { kind: 'inquiry', createdAt: '2026-11-23T13:30:00.000Z' },
      { kind: 'callback', createdAt: '2026-11-23T13:45:00.000Z' },
      { kind: 'switch', createdAt: '2026-11-24T22:00:00.000Z' },
      { kind: 'subscription', createdAt: '2026-11-20T01:00:00.000Z' },
      // Before the period: counted in the previous one only.
      { kind: 'inquiry', createdAt: '2026-11-15T01:00:00.000Z' },
    ]);
    // Act
    const result = await analytics(leads);
    // Assert
    const day = (date: string) => result.perDay.find((d) => d.date === date);
    expect(day('2026-11-23')).toEqual({
      date: '2026-11-23',
      inquiries: 1,
      callbacks: 0,
      switchingRequests: 0,
      subscribers: 0,
    });
    expect(day('2026-11-24')).toMatchObject({ inquiries: 1, callbacks: 1 });
    expect(day('2026-11-25')).toMatchObject({ switchingRequests: 1 });
    expect(day('2026-11-20')).toMatchObject({ subscribers: 1 });
    expect(result).toMatchObject({
      inquiries: 2,
      callbacks: 1,
      switchingRequests: 1,
      subscribers: 1,
      people: 4,
      peopleSwitching: 1,
      previousPeople: 1,
      conversionRate: 25,
    });
    const sum = (key: 'inquiries' | 'callbacks') =>
      result.perDay.reduce((total, d) => total + d[key], 0);
    expect(sum('inquiries')).toBe(result.inquiries);
    expect(sum('callbacks')).toBe(result.callbacks);
  });
});

describe('getAnalytics people', () => {
  it('counts a person once across their inquiry, call back and switch request', async () => {
    const leads = inMemoryLeadCounts([
      {
        kind: 'inquiry',
        createdAt: '2026-11-23T01:00:00.000Z',
        personId: 'alex',
      },
      {
        kind: 'callback',
        createdAt: '2026-11-23T02:00:00.000Z',
        personId: 'alex',
      },
      {
        kind: 'switch',
        createdAt: '2026-11-23T03:00:00.000Z',
        personId: 'alex',
      },
      {
        kind: 'inquiry',
        createdAt: '2026-11-23T04:00:00.000Z',
        personId: 'sam',
      },
      {
        kind: 'switch',
        createdAt: '2026-11-23T05:00:00.000Z',
        personId: 'sam',
      },
      {
        kind: 'callback',
        createdAt: '2026-11-23T06:00:00.000Z',
        personId: 'jo',
      },
      {
        kind: 'callback',
        createdAt: '2026-11-23T07:00:00.000Z',
        personId: 'kim',
      },
      {
        kind: 'inquiry',
        createdAt: '2026-11-23T08:00:00.000Z',
        personId: 'lee',
      },
      {
        kind: 'inquiry',
        createdAt: '2026-11-14T08:00:00.000Z',
        personId: 'lee',
      },
    ]);
    const result = await analytics(leads);
    expect(result).toMatchObject({
      inquiries: 3,
      callbacks: 3,
      switchingRequests: 2,
      people: 5,
      peopleSwitching: 2,
      conversionRate: 40,
      previousPeople: 1,
      growthRate: 400,
    });
  });
});

describe('getDashboard', () => {
  it('reads the four totals and what waits, overdue against the call back promise', async () => {
    // Arrange: the promise is 2 hours; NOW is 23:00 UTC.
    const leads = inMemoryLeadCounts([
      {
        kind: 'callback',
        createdAt: '2026-11-24T20:59:00.000Z',
        status: 'pending',
      },
      {
        kind: 'callback',
        createdAt: '2026-11-24T21:00:00.000Z',
        status: 'pending',
      },
      {
        kind: 'callback',
        createdAt: '2026-11-24T21:01:00.000Z',
        status: 'pending',
      },
      {
        kind: 'callback',
        createdAt: '2026-11-20T00:00:00.000Z',
        status: 'completed',
      },
      { kind: 'inquiry', createdAt: '2026-01-01T00:00:00.000Z', status: 'new' },
      {
        kind: 'switch',
        createdAt: '2026-01-01T00:00:00.000Z',
        status: 'pending',
      },
      {
        kind: 'switch',
        createdAt: '2026-01-02T00:00:00.000Z',
        status: 'completed',
      },
    ]);
    // Act
    const counts = await getDashboard({
      leads: leads.store,
      settings: {
        current: async () => ({ ...defaultSettings, maxCallbackWaitTime: 2 }),
      },
      clock: { now: () => NOW },
    });
    // Assert
    expect(counts).toEqual({
      callbacks: 4,
      inquiries: 1,
      switchingRequests: 2,
      subscribers: 0,
      // Each lead here is its own person: no two share one.
      people: 7,
      waiting: {
        pendingCallbacks: 3,
        overdueCallbacks: 2,
        newInquiries: 1,
        pendingSwitches: 1,
      },
      promiseHours: 2,
    });
  });
});

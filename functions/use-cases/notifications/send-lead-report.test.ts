import { describe, expect, it } from 'vitest';
import {
  defaultSettings,
  type SiteSettingsRecord,
} from '#shared/contracts/site-settings';
import type { LeadReport } from '#shared/domain/lead-report';
import type { MailMessage } from '../ports.ts';
import type { LeadReportSource } from '../ports-lead-report.ts';
import { sendLeadReport } from './send-lead-report.ts';

const NOW = new Date('2026-11-24T22:00:00.000Z');

function fakeSource() {
  const asked: string[] = [];
  const source: LeadReportSource = {
    async countLeads(from, to) {
      asked.push(`count ${from}..${to}`);
      return {
        callbacks: 3,
        inquiries: 5,
        switchRequests: 2,
        contactMessages: 1,
        subscribers: 4,
        people: 6,
        peopleSwitching: 2,
      };
    },
    async oldestOpenCallbacks(limit) {
      asked.push(`oldest ${limit}`);
      return [
        {
          id: 'c1',
          name: 'Jo Citizen',
          phone: '0400 000 001',
          createdAt: '2026-11-24T12:30:00.000Z',
        },
        {
          id: 'c2',
          name: 'Sam Lee',
          phone: '0400 000 002',
          createdAt: '2026-11-24T21:00:00.000Z',
        },
      ];
    },
  };
  return { source, asked };
}

function run(period: 'daily' | 'weekly', changes: Partial<SiteSettingsRecord>) {
  const { source, asked } = fakeSource();
  const reports: LeadReport[] = [];
  const sent: MailMessage[] = [];
  const done = sendLeadReport(
    {
      settings: { current: async () => ({ ...defaultSettings, ...changes }) },
      mailer: {
        send: async (m) => {
          sent.push(m);
          return { messageId: 'report-1' };
        },
      },
      clock: { now: () => NOW },
      source,
      render: (report) => {
        reports.push(report);
        return {
          to: ['staff@example.com'],
          subject: 's',
          text: 't',
          html: 'h',
        };
      },
    },
    period,
  );
  return { done, reports, sent, asked };
}

describe('sendLeadReport', () => {
  it('reports the last day: counts by kind, conversion and who waits longest', async () => {
    const { done, reports, sent } = run('daily', {
      dailyReports: true,
      maxCallbackWaitTime: 2,
    });
    expect(await done).toEqual({ sent: true, messageId: 'report-1' });
    expect(sent).toHaveLength(1);
    expect(reports).toEqual([
      {
        period: 'daily',
        from: '2026-11-23T22:00:00.000Z',
        to: '2026-11-24T22:00:00.000Z',
        counts: {
          callbacks: 3,
          inquiries: 5,
          switchRequests: 2,
          contactMessages: 1,
          subscribers: 4,
          people: 6,
          peopleSwitching: 2,
        },
        // 2 people who asked to switch ÷ 6 people with a lead × 100.
        conversionRate: 33.33,
        promiseHours: 2,
        waitingLongest: [
          expect.objectContaining({
            id: 'c1',
            waitingMinutes: 570,
            overdue: true,
          }),
          expect.objectContaining({
            id: 'c2',
            waitingMinutes: 60,
            overdue: false,
          }),
        ],
      },
    ]);
  });

  it('looks back seven days for the weekly report', async () => {
    const { done, reports } = run('weekly', { weeklyReports: true });
    await done;
    expect(reports[0]?.from).toBe('2026-11-17T22:00:00.000Z');
    expect(reports[0]?.period).toBe('weekly');
  });

  it('reads nothing and sends nothing while its switch is off', async () => {
    const { done, sent, asked } = run('daily', { dailyReports: false });
    expect(await done).toEqual({ sent: false, reason: 'switched off' });
    expect(sent).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('sends no report while e-mail notifications are off', async () => {
    const { done, sent } = run('weekly', {
      weeklyReports: true,
      emailNotifications: false,
    });
    await done;
    expect(sent).toEqual([]);
  });
});

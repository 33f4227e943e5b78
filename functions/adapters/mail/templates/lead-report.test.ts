import { describe, expect, it } from 'vitest';
import { leadReport } from '#shared/domain/lead-report';
import { leadReportEmail } from './lead-report.ts';

const report = (
  oldestOpen = [
    {
      id: 'c1',
      name: 'Jo Citizen',
      phone: '0400 000 001',
      createdAt: '2026-11-24T12:00:00.000Z',
    },
  ],
) =>
  leadReport({
    period: 'daily',
    from: '2026-11-23T22:00:00.000Z',
    to: '2026-11-24T22:00:00.000Z',
    counts: {
      callbacks: 4,
      inquiries: 6,
      switchRequests: 1,
      contactMessages: 2,
      subscribers: 3,
      people: 8,
      peopleSwitching: 1,
    },
    oldestOpen,
    promiseHours: 2,
  });

describe('the lead report e-mail', () => {
  it('reads as a report: period, counts by kind, conversion, who waits longest', () => {
    const mail = leadReportEmail(
      report(),
      'staff@example.com',
      'https://x.example',
    );
    expect(mail.to).toEqual(['staff@example.com']);
    expect(mail.subject).toBe(
      'Daily lead report: 4 call backs, 1 switch requests',
    );
    expect(mail.text).toContain(
      'Daily lead report: 24 Nov 2026, 9:00 am to 25 Nov 2026, 9:00 am',
    );
    expect(mail.text).toContain('Call back requests: 4');
    expect(mail.text).toContain('Contact messages: 2');
    expect(mail.text).toContain('People (each once, whatever they sent): 8');
    // 1 person who asked to switch ÷ 8 people.
    expect(mail.text).toContain(
      'Conversion (people who asked to switch ÷ people): 12.50%',
    );
    expect(mail.text).toContain(
      '- Jo Citizen, 0400 000 001: waiting 10 h 00 min since 24 Nov 2026, 11:00 pm (past the 2-hour promise)\n  https://x.example/admin/callbacks?lead=c1',
    );
    expect(mail.html).toContain(
      '<li><a href="https://x.example/admin/callbacks?lead=c1">Jo Citizen, 0400 000 001: waiting 10 h 00 min',
    );
    expect(mail.text).not.toMatch(/[{}]/);
    expect(mail.template?.id).toBe('lead-report');
  });

  it('gives a wait under an hour in minutes, not as 0 h', () => {
    const mail = leadReportEmail(
      report([
        {
          id: 'c2',
          name: 'Sam',
          phone: '0400 000 002',
          createdAt: '2026-11-24T21:35:00.000Z',
        },
      ]),
      'staff@example.com',
      'https://x.example',
    );
    expect(mail.text).toContain('Sam, 0400 000 002: waiting 25 min since');
    expect(mail.text).not.toContain('(past the');
  });

  it('says so when no call back is waiting', () => {
    const mail = leadReportEmail(
      report([]),
      'staff@example.com',
      'https://x.example',
    );
    expect(mail.text).toContain('No call back is waiting.');
  });
});

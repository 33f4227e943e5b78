import { describe, expect, it } from 'vitest';
import { australianDate, subscribersCsv } from './subscribers-csv.ts';

describe('subscribersCsv', () => {
  it('writes a header and one row per subscriber with its Australian date', () => {
    const csv = subscribersCsv([
      {
        email: 'jo@example.com',
        name: 'Jo',
        status: 'unsubscribed',
        source: 'footer',
        subscribedAt: '2026-11-23T14:30:00.000Z',
      },
    ]);
    expect(csv).toBe(
      'Email,Name,Status,Source,Subscribed Date\r\n' +
        'jo@example.com,Jo,unsubscribed,footer,24/11/2026\r\n',
    );
  });

  it('neutralises formulas and shows an unknown status as active', () => {
    const csv = subscribersCsv([
      { email: 'x@example.com', name: '=HYPERLINK("evil")', status: 'odd' },
    ]);
    expect(csv.split('\r\n')[1]).toBe(
      `x@example.com,"'=HYPERLINK(""evil"")",active,,`,
    );
  });

  it('leaves a missing or unreadable date empty', () => {
    expect(australianDate(undefined)).toBe('');
    expect(australianDate('not a date')).toBe('');
  });
});

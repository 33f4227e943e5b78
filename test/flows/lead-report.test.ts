import { describe, expect, it } from 'vitest';
import { callbackForm } from '#test-support/builders';
import { call, eventually } from '#test-support/http';
import { outboxMessages } from '#test-support/outbox';
import { settingsAdmin } from '#test-support/settings';

const settings = settingsAdmin();

interface JobRun {
  id: string;
  result: { sent: boolean; messageId?: string; reason?: string };
}

const runJob = (id: string) =>
  call<JobRun>('POST', '/_dev/jobs/run', { json: { id } });

describe('the daily lead report job', () => {
  it('e-mails staff the day’s counts, conversion and the oldest open call backs', async () => {
    // Arrange: a call back nobody has answered yet.
    await settings.change({ emailNotifications: true, dailyReports: true });
    const form = callbackForm();
    const lead = await call<{ id: string }>('POST', '/api/callbacks', {
      json: form,
    });
    // Act
    const run = await runJob('DailyLeadReport');
    // Assert
    expect(run.status).toBe(200);
    expect(run.body.result.sent).toBe(true);
    const report = await eventually(async () =>
      (await outboxMessages()).find(
        (m) => m.messageId === run.body.result.messageId,
      ),
    );
    expect(report.to).toEqual(['staff@energy-compare.local']);
    expect(report.template?.id).toBe('lead-report');
    const data = report.template?.data as {
      period: string;
      counts: Record<string, number>;
      conversionRate: number;
      waitingLongest: { id: string }[];
    };
    expect(data.period).toBe('daily');
    expect(data.counts.callbacks).toBeGreaterThanOrEqual(1);
    expect(typeof data.conversionRate).toBe('number');
    expect(data.waitingLongest.length).toBeGreaterThanOrEqual(1);
    expect(report.text).toContain('Daily lead report');
    expect(report.text).toContain(
      `Call back requests: ${data.counts.callbacks}`,
    );
    expect(lead.status).toBe(201);
  });

  it('sends nothing while daily reports are off', async () => {
    // Arrange
    await settings.change({ emailNotifications: true, dailyReports: false });
    const reports = async () =>
      (await outboxMessages()).filter((m) => m.template?.id === 'lead-report')
        .length;
    const before = await reports();
    // Act
    const run = await runJob('DailyLeadReport');
    // Assert
    expect(run.body.result).toEqual({ sent: false, reason: 'switched off' });
    expect(await reports()).toBe(before);
  });

  it('answers 404 for a job the manifest does not declare', async () => {
    const run = await runJob('NoSuchJob');
    expect(run.status).toBe(404);
  });
});

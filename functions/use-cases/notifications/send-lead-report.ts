import { analyticsWindow } from '#shared/domain/analytics';
import {
  type LeadReport,
  leadReport,
  type ReportPeriod,
  reportDays,
} from '#shared/domain/lead-report';
import type { Clock, MailMessage } from '../ports.ts';
import type { LeadReportSource } from '../ports-lead-report.ts';
import {
  type StaffMailDeps,
  type StaffMailOutcome,
  sendStaffMail,
} from './staff-mail.ts';

export interface SendLeadReportDeps extends StaffMailDeps {
  readonly clock: Clock;
  readonly source: LeadReportSource;
  readonly render: (report: LeadReport) => MailMessage;
}

/** How many of the longest-waiting call backs a report lists. */
export const WAITING_LISTED = 5;

/**
 * E-mails staff the daily or weekly report, when both "E-mail
 * notifications" and that report's switch are on; otherwise reads nothing
 * and sends nothing.
 */
export async function sendLeadReport(
  deps: SendLeadReportDeps,
  period: ReportPeriod,
): Promise<StaffMailOutcome> {
  const settings = await deps.settings.current();
  const { from, to } = analyticsWindow(reportDays[period], deps.clock.now());
  return sendStaffMail(
    { settings: { current: async () => settings }, mailer: deps.mailer },
    period === 'daily' ? 'dailyReport' : 'weeklyReport',
    async () => {
      const [counts, oldestOpen] = await Promise.all([
        deps.source.countLeads(from, to),
        deps.source.oldestOpenCallbacks(WAITING_LISTED),
      ]);
      const report = leadReport({
        period,
        from,
        to,
        counts,
        oldestOpen,
        promiseHours: settings.maxCallbackWaitTime,
      });
      return deps.render(report);
    },
  );
}

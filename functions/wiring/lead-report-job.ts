import { sesMailer } from '#adapters/mail/ses-mailer';
import { staffNotifyAddress } from '#adapters/mail/staff-address';
import { leadReportEmail } from '#adapters/mail/templates/lead-report';
import { tableLeadReportSource } from '#data/lead-report-source';
import { config } from '#platform/config';
import { logger } from '#platform/observability';
import type { ReportPeriod } from '#shared/domain/lead-report';
import { sendLeadReport } from '#use-cases/notifications/send-lead-report';
import { clock } from './deps.ts';
import { savedSettings } from './site-settings.ts';

/** Wires the lead report use case to the table, SES and the settings, for the two scheduled jobs. */
export async function runLeadReport(period: ReportPeriod) {
  const outcome = await sendLeadReport(
    {
      settings: savedSettings,
      mailer: sesMailer,
      clock,
      source: tableLeadReportSource,
      render: (report) =>
        leadReportEmail(report, staffNotifyAddress(), config('site').SITE_URL),
    },
    period,
  );
  logger.info('Lead report', { period, outcome });
  return outcome;
}

import { sesMailer, staffNotifyAddress } from '#adapters/mail/ses-mailer';
import { leadReportEmail } from '#adapters/mail/templates/lead-report';
import { tableLeadReportSource } from '#data/lead-report-source';
import { config } from '#platform/config';
import { clock } from '#platform/deps';
import { logger } from '#platform/observability';
import type { ReportPeriod } from '#shared/domain/lead-report';
import { sendLeadReport } from '#use-cases/notifications/send-lead-report';
import { savedSettings } from '#use-cases/settings/get-settings';

const { SITE_URL } = config('site');

/** The scheduled report job of one period; the two entry modules share it. */
export async function runLeadReport(period: ReportPeriod) {
  const outcome = await sendLeadReport(
    {
      settings: savedSettings,
      mailer: sesMailer,
      clock,
      source: tableLeadReportSource,
      render: (report) => leadReportEmail(report, staffNotifyAddress, SITE_URL),
    },
    period,
  );
  logger.info('Lead report', { period, outcome });
  return outcome;
}

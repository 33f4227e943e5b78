import { runLeadReport } from '#platform/lead-report-job';

/** Scheduled weekly: e-mails staff the last seven days' report, if switched on. */
export const handler = () => runLeadReport('weekly');

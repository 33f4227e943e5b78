import { runLeadReport } from '#wiring/lead-report-job';

/** Scheduled weekly: e-mails staff the last seven days' report, if switched on. */
export const handler = () => runLeadReport('weekly');

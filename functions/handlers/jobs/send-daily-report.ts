import { runLeadReport } from '#wiring/lead-report-job';

/** Scheduled daily: e-mails staff the last day's report, if switched on. */
export const handler = () => runLeadReport('daily');

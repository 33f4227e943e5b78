import { adminLeadUrl } from '#shared/domain/admin-links';
import { formatWait } from '#shared/domain/callback-wait';
import type { LeadReport } from '#shared/domain/lead-report';
import { formatDateTime } from '#shared/format/money-and-dates';
import type { MailMessage } from '#use-cases/ports';
import { escapeHtml, renderFields } from './render.ts';

export const LEAD_REPORT = 'lead-report';

const titles = { daily: 'Daily lead report', weekly: 'Weekly lead report' };

/** The daily or weekly report: counts by kind, conversion, who waits longest. */
export function leadReportEmail(
  report: LeadReport,
  staffAddress: string,
  siteUrl: string,
): MailMessage {
  const { counts } = report;
  const title = titles[report.period];
  const period = `${formatDateTime(report.from)} to ${formatDateTime(report.to)}`;
  const figures = renderFields(`${title}: ${period}`, [
    ['Call back requests', String(counts.callbacks)],
    ['Inquiries', String(counts.inquiries)],
    ['Switch requests', String(counts.switchRequests)],
    ['Contact messages', String(counts.contactMessages)],
    ['New subscribers', String(counts.subscribers)],
    ['People (each once, whatever they sent)', String(counts.people)],
    [
      'Conversion (people who asked to switch ÷ people)',
      `${report.conversionRate.toFixed(2)}%`,
    ],
  ]);
  const list = new URL('/admin/callbacks', siteUrl).href;
  const waiting = report.waitingLongest.map((c) => {
    const late = c.overdue
      ? ` (past the ${report.promiseHours}-hour promise)`
      : '';
    return {
      line: `${c.name}, ${c.phone}: waiting ${formatWait(c.waitingMinutes)} since ${formatDateTime(c.createdAt)}${late}`,
      url: adminLeadUrl(siteUrl, 'callback', c.id),
    };
  });
  const waitingText = waiting.length
    ? [
        'Waiting longest (open call backs):',
        ...waiting.map((w) => `- ${w.line}\n  ${w.url}`),
      ]
    : ['No call back is waiting.'];
  const text = [
    figures.text,
    '',
    ...waitingText,
    '',
    `Call backs: ${list}`,
  ].join('\n');
  const waitingHtml = waiting.length
    ? `<h2>Waiting longest</h2><ul>${waiting.map((w) => `<li><a href="${escapeHtml(w.url)}">${escapeHtml(w.line)}</a></li>`).join('')}</ul>`
    : '<p>No call back is waiting.</p>';
  return {
    to: [staffAddress],
    subject: `${title}: ${counts.callbacks} call backs, ${counts.switchRequests} switch requests`,
    text,
    html: `${figures.html}${waitingHtml}<p><a href="${escapeHtml(list)}">Open the call backs</a></p>`,
    template: { id: LEAD_REPORT, data: { ...report } },
  };
}

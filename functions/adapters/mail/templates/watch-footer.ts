import type { WatchLinks } from '#use-cases/ports-mail';
import { escapeHtml } from './render.ts';

/** The links every price alert e-mail ends with, and its RFC 8058 headers. */
export function watchFooter(links: WatchLinks) {
  const text = [
    `Stop these e-mails: ${links.unsubscribe}`,
    `Delete my data: ${links.deleteData}`,
    `Keep watching for 13 more months: ${links.renew}`,
  ];
  const a = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const html = `<p style="font-size:0.9em;color:#4a5560">${a(links.unsubscribe, 'Stop these e-mails')} · ${a(links.deleteData, 'Delete my data')} · ${a(links.renew, 'Keep watching for 13 more months')}</p>`;
  const headers = {
    'List-Unsubscribe': `<${links.oneClickUnsubscribe}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
  return { text, html, headers };
}

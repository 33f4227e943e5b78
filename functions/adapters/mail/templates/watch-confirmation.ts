import { defaultSiteSettings } from '#shared/domain/site-settings';
import type { MailMessage } from '#use-cases/ports';
import type { WatchLinks } from '#use-cases/ports-mail';
import { escapeHtml } from './render.ts';
import { watchFooter } from './watch-footer.ts';

const { siteName } = defaultSiteSettings;

/**
 * The double opt-in e-mail of a saved comparison. Whoever asked may not
 * own the address, so it carries nothing they typed: our words and links.
 */
export function watchConfirmation(
  email: string,
  links: WatchLinks,
): MailMessage {
  const confirm = links.confirm ?? '';
  const lines = [
    `Someone asked ${siteName} to e-mail this address when a cheaper energy plan appears for a saved comparison.`,
    'If it was you, confirm with the link below (it works for three days). If not, ignore this e-mail: nothing will be sent and the request is deleted in three days.',
  ];
  const footer = watchFooter(links);
  return {
    to: [email],
    subject: `Confirm your ${siteName} price alerts`,
    text: [
      'Hi,',
      '',
      ...lines,
      '',
      `Confirm: ${confirm}`,
      '',
      ...footer.text,
    ].join('\n'),
    html: `${['Hi,', ...lines].map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(confirm)}">Confirm my price alerts</a></p>${footer.html}`,
    headers: footer.headers,
  };
}

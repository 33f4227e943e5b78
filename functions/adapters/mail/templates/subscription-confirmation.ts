import type { MailMessage } from '#use-cases/ports';
import { escapeHtml } from './render.ts';

/**
 * The double opt-in e-mail. Whoever asked may not own the address, so it
 * carries nothing they typed: only our words and the link.
 */
export function subscriptionConfirmation(
  siteName: string,
  email: string,
  confirmUrl: string,
): MailMessage {
  const lines = [
    `Someone asked to subscribe this address to ${siteName} energy tips and news.`,
    'If it was you, confirm with the link below (it works for three days). If not, ignore this e-mail: nothing will be sent to you.',
  ];
  const text = ['Hi,', '', ...lines, '', `Confirm: ${confirmUrl}`].join('\n');
  const paragraphs = ['Hi,', ...lines]
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
  const html = `${paragraphs}<p><a href="${escapeHtml(confirmUrl)}">Confirm my subscription</a></p>`;
  return {
    to: [email],
    subject: `Confirm your ${siteName} energy tips subscription`,
    text,
    html,
  };
}

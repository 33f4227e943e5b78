import type { Subscribed } from '#shared/events/subscriptions';
import type { MailMessage } from '#use-cases/ports';
import { escapeHtml } from './render.ts';

/**
 * The welcome e-mail, once the address confirmed; like every newsletter,
 * it ends with the unsubscribe link. It greets no one by the name given
 * on the form: whoever typed it may not own the address.
 */
export function subscriptionWelcome(
  siteName: string,
  subscriber: Subscribed,
  unsubscribeUrl: string,
): MailMessage {
  const greeting = 'Hi,';
  const lines = [
    `Thanks for subscribing to ${siteName} energy tips and news.`,
    'About once a month we send plain-English guides to reading your bill, tariff changes and ways to cut your energy costs. We never share your address.',
  ];
  const text = [
    greeting,
    '',
    ...lines,
    '',
    `Unsubscribe at any time: ${unsubscribeUrl}`,
  ].join('\n');
  const paragraphs = [greeting, ...lines]
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
  const html = `${paragraphs}<p style="font-size:0.9em;color:#4a5560">Don't want these e-mails? <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a>.</p>`;
  return {
    to: [subscriber.email],
    subject: `Welcome to ${siteName} energy tips`,
    text,
    html,
  };
}

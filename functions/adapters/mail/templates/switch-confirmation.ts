import type { SwitchRequested } from '#shared/events/switching';
import type { MailMessage } from '#use-cases/ports';
import { escapeHtml } from './render.ts';

/** What happens next, as the confirmation screen promised. */
const NEXT_STEPS = [
  'The retailer will contact you within 2-3 business days to confirm your new plan.',
  'Your switch is usually complete within 10 business days.',
  'You have a 10 business day cooling-off period and can cancel without penalty.',
];

/** Confirms a customer's switch request to them. */
export function switchConfirmation(
  lead: SwitchRequested,
  siteName: string,
): MailMessage {
  const greeting = `Hi ${lead.firstName},`;
  const intro = `Thanks for choosing ${siteName}. We have received your request to switch to ${lead.selectedRetailer} — ${lead.selectedPlanName}.`;
  const text = [
    greeting,
    '',
    intro,
    '',
    'What happens next:',
    ...NEXT_STEPS.map((s) => `- ${s}`),
    '',
    `Reference: ${lead.id}`,
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><p>What happens next:</p><ul>${NEXT_STEPS.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul><p>Reference: ${escapeHtml(lead.id)}</p>`;
  return {
    to: [lead.email],
    subject: `Your switch request to ${lead.selectedRetailer}`,
    text,
    html,
  };
}

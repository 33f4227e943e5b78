import type { WhatIfInput } from '#shared/contracts/what-if';
import { whatIfWords } from '#shared/format/what-if-words';
import type { MailMessage } from '#use-cases/ports';
import type { WatchLinks } from '#use-cases/ports-mail';
import type { PendingChange } from '#use-cases/ports-watches';
import { escapeHtml } from './render.ts';
import { watchFooter } from './watch-footer.ts';

const newWatchLines = (siteName: string) => [
  `Someone asked ${siteName} to e-mail this address when a cheaper energy plan appears for a saved comparison.`,
  'If it was you, confirm with the link below (it works for three days). If not, ignore this e-mail: nothing will be sent and the request is deleted in three days.',
];

const changeLines = (siteName: string, change: PendingChange) => [
  `Someone saved new settings over the comparison ${siteName} watches for this address: alert me when I could save at least $${change.thresholdDollars.toLocaleString('en-AU')} a year, on the usage and current plan given with it.`,
  'Your alerts carry on with the settings you confirmed before. If it was you, confirm the new ones with the link below (it works for three days). If not, ignore this e-mail: nothing changes.',
];

/** The saved what-if, in sizes only: nothing else that was typed. */
export const whatIfLine = (whatIf: WhatIfInput) =>
  `The comparison includes a what-if: ${whatIfWords(whatIf)}. Plans are priced with it.`;

/**
 * The double opt-in e-mail of a saved comparison, or of new settings
 * saved over an active one. Whoever asked may not own the address, so it
 * carries nothing they typed: our words, a whole-dollar threshold, links.
 */
export function watchConfirmation(
  siteName: string,
  email: string,
  links: WatchLinks,
  change?: PendingChange,
  whatIf?: WhatIfInput | null,
): MailMessage {
  const confirm = links.confirm ?? '';
  const lines = [
    ...(change ? changeLines(siteName, change) : newWatchLines(siteName)),
    ...(whatIf ? [whatIfLine(whatIf)] : []),
  ];
  const action = change
    ? 'Confirm the new settings'
    : 'Confirm my price alerts';
  const footer = watchFooter(links);
  return {
    to: [email],
    subject: change
      ? `Confirm the new settings of your ${siteName} price alerts`
      : `Confirm your ${siteName} price alerts`,
    text: [
      'Hi,',
      '',
      ...lines,
      '',
      `${change ? 'Confirm the new settings' : 'Confirm'}: ${confirm}`,
      '',
      ...footer.text,
    ].join('\n'),
    html: `${['Hi,', ...lines].map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(confirm)}">${action}</a></p>${footer.html}`,
    headers: footer.headers,
  };
}

import {
  hasGasOptions,
  hasSolarOptions,
  preferredTimes,
} from '#shared/contracts/callbacks';
import type { CallbackEmailPayload } from '#use-cases/notifications/callback-email-payload';
import type { MailMessage } from '#use-cases/ports';
import { renderFields } from './render.ts';

const label = (options: Record<string, string>, value: string) =>
  options[value] ?? (value || 'Not specified');

/** The staff notification for a new call-back request. */
export function callbackNotification(
  payload: CallbackEmailPayload,
  staffAddress: string,
): MailMessage {
  const body = renderFields('New call back request', [
    ['Name', payload.name],
    ['Phone', payload.phone],
    ['E-mail', payload.email],
    ['Postcode', payload.postcode || 'Not provided'],
    ['Preferred time', label(preferredTimes, payload.preferredTime)],
    ['Current retailer', payload.currentRetailer || 'Not specified'],
    ['Has gas', label(hasGasOptions, payload.hasGas)],
    ['Has solar', label(hasSolarOptions, payload.hasSolar)],
    ['Message', payload.message || 'None'],
    ['Request type', payload.requestType],
  ]);
  return {
    to: [staffAddress],
    replyTo: [payload.email],
    subject: `Call back request: ${payload.name} (${payload.phone})`,
    text: `${body.text}\n\nPayload: ${JSON.stringify(payload)}`,
    html: body.html,
  };
}

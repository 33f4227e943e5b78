import type { MailMessage } from '#use-cases/ports';
import type { CallbackEmailPayload } from '#use-cases/ports-mail';
import { presentFields, renderFields } from './render.ts';

export const CALLBACK_NOTIFICATION = 'callback-notification';

/** The staff alert for a new call back request: only what the visitor gave. */
export function callbackNotification(
  payload: CallbackEmailPayload,
  staffAddress: string,
): MailMessage {
  const body = renderFields(
    'New call back request',
    presentFields([
      ['Name', payload.name],
      ['Phone', payload.phone],
      ['E-mail', payload.email],
      ['Preferred time', payload.preferredTime],
      ['Postcode', payload.postcode],
      ['Current retailer', payload.currentRetailer],
      ['Has gas', payload.hasGas],
      ['Has solar', payload.hasSolar],
      ['Message', payload.message],
    ]),
    [['Open in admin', payload.adminUrl]],
  );
  return {
    to: [staffAddress],
    replyTo: [payload.email],
    subject: `Call back request: ${payload.name} (${payload.phone})`,
    ...body,
    template: { id: CALLBACK_NOTIFICATION, data: { ...payload } },
  };
}

import { sesMailer, staffNotifyAddress } from '#adapters/mail/ses-mailer';
import { switchStaffNotification } from '#adapters/mail/templates/switch-staff-notification';
import { eventHandler } from '#platform/event-handler';
import { switchRequestedSchema } from '#shared/events/switching';

export const handler = eventHandler(
  'SendSwitchStaffEmail',
  switchRequestedSchema,
  (lead) => sesMailer.send(switchStaffNotification(lead, staffNotifyAddress)),
);

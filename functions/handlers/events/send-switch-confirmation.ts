import { sesMailer } from '#adapters/mail/ses-mailer';
import { switchConfirmation } from '#adapters/mail/templates/switch-confirmation';
import { eventHandler } from '#platform/event-handler';
import { defaultSiteSettings } from '#shared/domain/site-settings';
import { switchRequestedSchema } from '#shared/events/switching';

export const handler = eventHandler(
  'SendSwitchConfirmation',
  switchRequestedSchema,
  (lead) =>
    sesMailer.send(switchConfirmation(lead, defaultSiteSettings.siteName)),
);

import { sesMailer } from '#adapters/mail/ses-mailer';
import { switchConfirmation } from '#adapters/mail/templates/switch-confirmation';
import { switchRequestedSchema } from '#shared/events/switching';
import { eventHandler } from '#wiring/event-handler';
import { siteName } from '#wiring/site-settings';

export const handler = eventHandler(
  'SendSwitchConfirmation',
  switchRequestedSchema,
  async (lead) => sesMailer.send(switchConfirmation(lead, await siteName())),
);

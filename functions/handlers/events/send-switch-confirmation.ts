import { sesMailer } from '#adapters/mail/ses-mailer';
import { switchConfirmation } from '#adapters/mail/templates/switch-confirmation';
import { eventHandler } from '#platform/event-handler';
import { switchRequestedSchema } from '#shared/events/switching';
import { siteName } from '#wiring/site-settings';

export const handler = eventHandler(
  'SendSwitchConfirmation',
  switchRequestedSchema,
  async (lead) => sesMailer.send(switchConfirmation(lead, await siteName())),
);

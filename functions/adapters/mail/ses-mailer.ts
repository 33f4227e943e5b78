import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { config } from '#platform/config';
import { tagSendsWithDeliveryKey } from '#platform/delivery-key';
import type { Mailer } from '#use-cases/ports';
import { headerSafe } from './header-safe.ts';
import { attachTemplateForOutbox } from './local-outbox-template.ts';

let client: { endpoint: string | undefined; ses: SESv2Client } | undefined;

/** One client per endpoint, made at the first send, not at load. */
function sesClient(endpoint: string | undefined): SESv2Client {
  if (client && client.endpoint === endpoint) return client.ses;
  const ses = new SESv2Client(endpoint ? { endpoint } : {});
  tagSendsWithDeliveryKey(ses);
  client = { endpoint, ses };
  return ses;
}

/** Sends through SES v2; locally the endpoint is the outbox. */
export const sesMailer: Mailer = {
  async send(unchecked) {
    const { MAIL_FROM, SES_ENDPOINT, SES_CONFIGURATION_SET } = config('mail');
    const message = headerSafe(unchecked);
    const command = new SendEmailCommand({
      FromEmailAddress: MAIL_FROM,
      Destination: { ToAddresses: [...message.to] },
      ReplyToAddresses: message.replyTo ? [...message.replyTo] : undefined,
      ConfigurationSetName: SES_CONFIGURATION_SET,
      // Lets SES events and metrics tell the kinds of mail apart.
      EmailTags: message.template
        ? [{ Name: 'template', Value: message.template.id }]
        : undefined,
      Content: {
        Simple: {
          Subject: { Data: message.subject, Charset: 'UTF-8' },
          Headers: message.headers
            ? Object.entries(message.headers).map(([Name, Value]) => ({
                Name,
                Value,
              }))
            : undefined,
          Body: {
            Text: { Data: message.text, Charset: 'UTF-8' },
            Html: { Data: message.html, Charset: 'UTF-8' },
          },
        },
      },
    });
    if (SES_ENDPOINT && message.template)
      attachTemplateForOutbox(command, message.template);
    const result = await sesClient(SES_ENDPOINT).send(command);
    return { messageId: result.MessageId ?? '' };
  },
};

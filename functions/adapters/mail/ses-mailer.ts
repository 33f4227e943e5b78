import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { config } from '#platform/config';
import type { Mailer } from '#use-cases/ports';
import { headerSafe } from './header-safe.ts';

const { MAIL_FROM, SES_ENDPOINT, SES_CONFIGURATION_SET } = config('mail');

const client = new SESv2Client(SES_ENDPOINT ? { endpoint: SES_ENDPOINT } : {});

/** Sends through SES v2; locally the endpoint is the outbox. */
export const sesMailer: Mailer = {
  async send(unchecked) {
    const message = headerSafe(unchecked);
    const result = await client.send(
      new SendEmailCommand({
        FromEmailAddress: MAIL_FROM,
        Destination: { ToAddresses: [...message.to] },
        ReplyToAddresses: message.replyTo ? [...message.replyTo] : undefined,
        ConfigurationSetName: SES_CONFIGURATION_SET,
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
      }),
    );
    return { messageId: result.MessageId ?? '' };
  },
};

/** Where staff notifications go. */
export const staffNotifyAddress = config('mail').STAFF_NOTIFY_EMAIL;

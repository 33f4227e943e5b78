import type { SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { MailTemplate } from '#use-cases/ports';

/** The request header the local outbox reads a message's template from. */
export const OUTBOX_TEMPLATE_HEADER = 'x-local-outbox-template';

export const encodeTemplate = (template: MailTemplate) =>
  Buffer.from(JSON.stringify(template)).toString('base64url');

/**
 * Local only: hands the outbox what a message was rendered from, beside
 * the SES request. SES in AWS never sees it (docs/events.md).
 */
export function attachTemplateForOutbox(
  command: SendEmailCommand,
  template: MailTemplate,
): void {
  command.middlewareStack.add(
    (next) => async (args) => {
      const request = args.request as { headers?: Record<string, string> };
      if (request.headers)
        request.headers[OUTBOX_TEMPLATE_HEADER] = encodeTemplate(template);
      return next(args);
    },
    { step: 'build', name: 'localOutboxTemplate' },
  );
}

import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface AppEmailProps {
  /** Domain verified in SES for sending (DKIM records are output by CDK). */
  readonly mailFromDomain: string;
}

/** What a stack needs of the sending identity: a grant to send from it. */
export interface MailSender {
  grantSend(grantee: IGrantable): void;
}

/** The SES sending identity (stateful: DNS holds its DKIM records). */
export class AppEmail extends Construct implements MailSender {
  readonly identity: EmailIdentity;

  constructor(scope: Construct, id: string, props: AppEmailProps) {
    super(scope, id);
    this.identity = new EmailIdentity(this, 'SenderIdentity', {
      identity: Identity.domain(props.mailFromDomain),
    });
  }

  grantSend(grantee: IGrantable): void {
    this.identity.grantSendEmail(grantee);
  }
}

/**
 * The identity another stack created, by its domain: an identity's ARN is
 * its name, so no value need pass between the stacks.
 */
export function sendingIdentity(
  scope: Construct,
  mailFromDomain: string,
): MailSender {
  const identity = EmailIdentity.fromEmailIdentityName(
    scope,
    'SenderIdentity',
    mailFromDomain,
  );
  return { grantSend: (grantee) => void identity.grantSendEmail(grantee) };
}

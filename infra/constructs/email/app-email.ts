import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface AppEmailProps {
  /** Domain verified in SES for sending (DKIM records are output by CDK). */
  readonly mailFromDomain: string;
}

/** The SES sending identity; only event consumers are granted to send. */
export class AppEmail extends Construct {
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

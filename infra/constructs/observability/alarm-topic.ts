import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { accept } from '../common/nag.ts';

/**
 * Where every alarm pages staff. Stateful: its e-mail subscription is
 * confirmed by hand, so replacing a stateless stack must not recreate it.
 */
export class AlarmTopic extends Construct {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: { alarmEmail: string }) {
    super(scope, id);
    this.topic = new Topic(this, 'Alarms', { enforceSSL: true });
    this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    accept(this.topic, [
      {
        id: 'Serverless-SNSRedrivePolicy',
        reason:
          'An e-mail subscription for alarm notifications: an undeliverable ' +
          'alarm e-mail has no consumer to redrive to; the alarm state stays ' +
          'visible in CloudWatch.',
      },
    ]);
  }
}

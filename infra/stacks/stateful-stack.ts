import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config/stage-config.ts';
import { HashKeySecret } from '../constructs/api/hash-key-secret.ts';
import { OriginVerifySecret } from '../constructs/api/origin-verify-secret.ts';
import { StaffAuth } from '../constructs/auth/staff-auth.ts';
import { AppData } from '../constructs/data/app-data.ts';
import { AppEmail } from '../constructs/email/app-email.ts';
import { AlarmTopic } from '../constructs/observability/alarm-topic.ts';
import { accessLogsBucket } from '../constructs/web/access-logs.ts';
import { publishValue } from './shared-values.ts';

export interface StatefulStackProps extends StackProps {
  readonly config: StageConfig;
}

/**
 * Everything that holds data or a hand-made setting: the table, the staff
 * pool, the sending identity, the origin secret, the hash key, the access logs and the
 * alarm topic's confirmed subscription. Deployed first and rarely; every
 * construct id here is stable (renaming one replaces a retained resource).
 */
export class StatefulStack extends Stack {
  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    super(scope, id, props);
    const { stage } = props.config;
    const { table } = new AppData(this, 'Data');
    const auth = new StaffAuth(this, 'StaffAuth');
    new AppEmail(this, 'Email', {
      mailFromDomain: props.config.mailFromDomain,
    });
    const origin = new OriginVerifySecret(this, 'OriginVerify');
    const hashKey = new HashKeySecret(this, 'HashKey');
    const logs = accessLogsBucket(this);
    const alarms = new AlarmTopic(this, 'Alarms', {
      alarmEmail: props.config.alarmEmail,
    });
    publishValue(this, stage, 'table-name', table.tableName);
    publishValue(this, stage, 'table-stream-arn', table.tableStreamArn ?? '');
    publishValue(this, stage, 'staff-pool-id', auth.userPool.userPoolId);
    publishValue(this, stage, 'staff-client-id', auth.client.userPoolClientId);
    publishValue(this, stage, 'origin-secret-arn', origin.secret.secretArn);
    publishValue(this, stage, 'hash-key-arn', hashKey.secret.secretArn);
    publishValue(this, stage, 'access-logs-bucket', logs.bucketName);
    publishValue(this, stage, 'alarm-topic-arn', alarms.topic.topicArn);
  }
}

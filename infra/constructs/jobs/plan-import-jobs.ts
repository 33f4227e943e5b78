import { Duration, Stack, TimeZone } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Construct } from 'constructs';
import { schedules } from '#manifest/schedules';
import type { StageConfig } from '../../config/stage-config.ts';
import { AppFunction } from '../common/app-function.ts';
import { bindBus, bindPlanSource, bindTable } from '../common/bind.ts';
import { accept, acceptFunctionDefaults } from '../common/nag.ts';
import type { MailSender } from '../email/app-email.ts';
import { dlq } from '../events/dlq.ts';

export interface PlanImportJobsProps {
  readonly table: ITable;
  /** For jobs that publish (the import's CatalogueUpdated). */
  readonly bus: IEventBus;
  readonly cdrRegister: StageConfig['cdrRegister'];
  readonly logRetention: RetentionDays;
  /** For the jobs that e-mail staff (the lead reports). */
  readonly mail: {
    readonly email: MailSender;
    readonly mailFrom: string;
    readonly staffNotifyEmail: string;
    readonly siteUrl: string;
  };
}

/**
 * EventBridge Scheduler runs each manifest schedule. A run Scheduler cannot
 * deliver lands in the target's DLQ; a run that fails inside the function
 * (the invocation is asynchronous) lands in its on-failure destination.
 */
export class PlanImportJobs extends Construct {
  readonly deadLetterQueues = [] as ReturnType<typeof dlq>[];
  readonly functions: AppFunction[] = [];

  constructor(scope: Construct, id: string, props: PlanImportJobsProps) {
    super(scope, id);
    for (const job of schedules) {
      const failedRuns = dlq(this, `${job.id}FailedRuns`);
      this.deadLetterQueues.push(failedRuns);
      const fn = new AppFunction(this, `${job.id}Fn`, {
        handlerEntry: job.handler,
        logRetention: props.logRetention,
        timeout: Duration.seconds(job.timeoutSeconds),
        memorySize: job.readsPlanSource ? 1024 : 512,
        // One run at a time (the import's run lock also coalesces triggers).
        reservedConcurrentExecutions: 1,
        // One retry: an import run coalesces; a report sends as its last step.
        retryAttempts: 1,
        maxEventAge: Duration.hours(1),
        onFailure: new SqsDestination(failedRuns),
        environment: job.sendsMail
          ? {
              MAIL_FROM: props.mail.mailFrom,
              STAFF_NOTIFY_EMAIL: props.mail.staffNotifyEmail,
              SITE_URL: props.mail.siteUrl,
            }
          : {},
      });
      acceptFunctionDefaults(fn, 'scheduler');
      this.functions.push(fn);
      bindTable(fn, props.table, job.table);
      if (job.readsPlanSource) bindPlanSource(fn, props.cdrRegister);
      if (job.sendsMail) props.mail.email.grantSend(fn);
      if (job.publishes) bindBus(fn, props.bus);
      const failed = dlq(this, `${job.id}Dlq`);
      this.deadLetterQueues.push(failed);
      new Schedule(this, `${job.id}Schedule`, {
        schedule: ScheduleExpression.expression(
          job.expression,
          job.timeZone ? TimeZone.of(job.timeZone) : undefined,
        ),
        description: `Runs ${job.id}`,
        target: new LambdaInvoke(fn, {
          deadLetterQueue: failed,
          retryAttempts: 2,
          maxEventAge: Duration.hours(1),
        }),
      });
    }
    this.acceptSchedulerRoles();
  }

  /** The Scheduler's stack-level role that LambdaInvoke targets share. */
  private acceptSchedulerRoles(): void {
    for (const child of Stack.of(this).node.children) {
      if (!child.node.id.startsWith('SchedulerRoleForTarget')) continue;
      accept(child, [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'LambdaInvoke grants lambda:InvokeFunction on the job function and ' +
            'its versions/aliases (<fn>:*); nothing else.',
          appliesTo: [{ regex: '/^Resource::<Jobs.*Fn.*\\.Arn>:\\*$/g' }],
        },
      ]);
    }
  }
}

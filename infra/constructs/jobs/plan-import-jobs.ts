import { Duration, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Construct } from 'constructs';
import { schedules } from '#manifest/schedules';
import type { StageConfig } from '../../config/stage-config.ts';
import { AppFunction } from '../common/app-function.ts';
import { bindPlanSource, bindTable } from '../common/bind.ts';
import { accept, acceptFunctionDefaults } from '../common/nag.ts';
import { dlq } from '../events/app-events.ts';

export interface PlanImportJobsProps {
  readonly table: ITable;
  readonly cdrBrands: StageConfig['cdrBrands'];
  readonly logRetention: RetentionDays;
}

/** EventBridge Scheduler runs each manifest schedule, with a DLQ. */
export class PlanImportJobs extends Construct {
  readonly deadLetterQueues = [] as ReturnType<typeof dlq>[];
  readonly functions: AppFunction[] = [];

  constructor(scope: Construct, id: string, props: PlanImportJobsProps) {
    super(scope, id);
    for (const job of schedules) {
      const fn = new AppFunction(this, `${job.id}Fn`, {
        handlerEntry: job.handler,
        logRetention: props.logRetention,
        timeout: Duration.seconds(job.timeoutSeconds),
        memorySize: 1024,
        // One run at a time; the run lock also coalesces triggers.
        reservedConcurrentExecutions: 1,
      });
      acceptFunctionDefaults(fn, 'scheduler');
      this.functions.push(fn);
      bindTable(fn, props.table, 'readWrite');
      bindPlanSource(fn, props.cdrBrands);
      const failed = dlq(this, `${job.id}Dlq`);
      this.deadLetterQueues.push(failed);
      new Schedule(this, `${job.id}Schedule`, {
        schedule: ScheduleExpression.expression(job.expression),
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

import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { consumers, streamPublisher } from '#manifest/events';
import { queues } from '#manifest/queues';
import { schedules } from '#manifest/schedules';
import { manifestFunctions } from '../config/handler-configuration.ts';
import { securityHeaders } from '../constructs/web/security-header-values.ts';
import { followAcknowledgedCreates } from './acknowledged-creates.ts';
import { localClientConfig } from './aws.ts';
import { startBus } from './bus/event-bus.ts';
import { redriveRoute } from './bus/redrive-route.ts';
import { startCdrSource } from './cdr/cdr-source.ts';
import { fixturePlans } from './cdr/fixtures/fixture-plans.ts';
import { type CdrPlanData, stampForStartDay } from './cdr/plan-data.ts';
import { publishedChanges } from './cdr/published-changes.ts';
import { raisePriceRoute } from './cdr/raise-price-route.ts';
import { startCognitoLocal } from './cognito/cognito-local.ts';
import { ensureStaffPool, LOCAL_STAFF_LOGIN } from './cognito/staff-pool.ts';
import {
  refuseInvalidReferencePrices,
  refuseInvalidWhatIfCosts,
  refuseMissingConfiguration,
} from './configuration-check.ts';
import { startDynamoDbLocal } from './dynamodb.ts';
import {
  applyAuthEnvironment,
  applyLocalEnvironment,
  LOCAL_ORIGIN_SECRET,
  LOCAL_TABLE,
  type LocalAuth,
  type LocalEndpoints,
} from './environment.ts';
import { startGateway } from './gateway/server.ts';
import { localHashKey } from './hash-key.ts';
import { sendJson } from './http-json.ts';
import { invoke } from './invoke.ts';
import {
  republishAfterRestart,
  republishRecentLeads,
} from './leads/republish-recent.ts';
import {
  clearStaleInProgress,
  lastStopUnclean,
  markRunning,
  markStopped,
} from './leads/unclean-stop.ts';
import { freePort } from './net.ts';
import { startOutbox } from './outbox/outbox.ts';
import { renderOutboxPage } from './outbox/outbox-page.ts';
import { sesFaultsRoute } from './outbox/ses-faults-route.ts';
import type { Pattern } from './pattern.ts';
import { queueRule, startQueues } from './queue/queues.ts';
import { startScheduler } from './scheduler/local-scheduler.ts';
import { runJobRoute } from './scheduler/run-job-route.ts';
import { importPlansAtStartup } from './startup-import.ts';
import { parkedBatches, type StreamPublish } from './streams/parked-batches.ts';
import { startStreamPoller } from './streams/stream-poller.ts';
import { ensureTable } from './table.ts';

export interface LocalStackOptions {
  /** Gateway port; 0 picks a free one. */
  readonly port: number;
  readonly host?: string;
  /** Persist under this folder; in memory (and a temp outbox) when absent. */
  readonly dataDir?: string;
  /** @default web/dist */
  readonly webRoot?: string;
  /** First bus retry delay in ms. @default 200 */
  readonly retryBaseMs?: number;
  /** cognito-local's port; 0 picks a free one. @default 0 */
  readonly cognitoPort?: number;
  /**
   * Keep a `CloudFront-Viewer-Address` the client sends (tests and
   * benchmarks simulating many visitors). Off, as in AWS, the gateway
   * sets it from the connection. @default false
   */
  readonly trustClientViewerAddress?: boolean;
  /** Plans the local CDR source serves. @default the fixture plans */
  readonly plans?: readonly CdrPlanData[];
  /** The site's origin in e-mail links. @default this gateway's URL */
  readonly siteUrl?: string;
}

export interface LocalStack {
  /** The site, as CloudFront serves it. */
  readonly url: string;
  /** The API alone, as its execute-api URL answers (no CloudFront). */
  readonly apiUrl: string;
  readonly tableName: string;
  readonly endpoints: LocalEndpoints;
  readonly outboxDir: string;
  /** The local staff pool and its seeded staff sign-in. */
  readonly auth: LocalAuth & {
    readonly staff: { readonly email: string; readonly password: string };
  };
  /** Waits until every stored lead has been published and delivered. */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

function portOf(server: Server): number {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * The embedded local stack: DynamoDB Local, the stream publisher, the
 * local bus and outbox, and the gateway serving the SPA and the API.
 */
export async function startLocalStack(
  options: LocalStackOptions,
): Promise<LocalStack> {
  const dataDir = options.dataDir ? resolve(options.dataDir) : undefined;
  const scratch = dataDir ?? mkdtempSync(join(tmpdir(), 'energy-compare-'));
  // Set once the poller runs: republishes what the dead database's stream lost.
  let onDatabaseRestarted: (diedAt: Date) => void = () => undefined;
  const dynamo = await startDynamoDbLocal(
    dataDir && join(dataDir, 'dynamodb'),
    (diedAt) => onDatabaseRestarted(diedAt),
  );
  const stops: Array<() => Promise<void>> = [() => dynamo.stop()];
  // Nothing runs a function (journal replay, queue, re-publication,
  // schedule) until the whole environment is set and checked.
  let environmentReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    environmentReady = resolve;
  });
  const invokeWhenReady = async (
    ...args: Parameters<typeof invoke>
  ): Promise<unknown> => {
    await ready;
    return invoke(...args);
  };
  try {
    // Known before anything runs: e-mail links name this gateway.
    const port = options.port || (await freePort());
    process.env.SITE_URL = options.siteUrl ?? `http://localhost:${port}`;
    // The plan pages' function reads the build's shell from here.
    process.env.SITE_ROOT ??= resolve(options.webRoot ?? 'web/dist');
    process.env.HASH_KEY = localHashKey(dataDir);
    // Before the bus resumes its journal: a killed consumer's "in progress"
    // would otherwise refuse every replay of its event.
    if (dataDir && (await lastStopUnclean(dataDir))) {
      const cleared = await clearStaleInProgress(dynamo.endpoint);
      if (cleared)
        console.error(
          `[stack] the last stop was not clean: cleared ${cleared} delivery(ies) left in progress`,
        );
    }
    const outbox = await startOutbox(join(scratch, 'outbox'), await freePort());
    stops.unshift(() => outbox.stop());
    const localQueues = await startQueues(
      queues,
      dataDir,
      options.retryBaseMs,
      invokeWhenReady,
    );
    stops.unshift(() => localQueues.stop());
    const bus = await startBus({
      port: await freePort(),
      consumers: [...consumers, ...queues.map(queueRule)],
      deliver: (consumer, event) =>
        localQueues.accepts(consumer.id)
          ? localQueues.send(consumer.id, event)
          : invokeWhenReady(
              consumer.id,
              consumer.handler,
              event,
              consumer.timeoutSeconds,
            ),
      parkedDir: dataDir && join(dataDir, 'parked'),
      journalDir: dataDir && join(dataDir, 'bus-journal'),
      retryBaseMs: options.retryBaseMs,
    });
    stops.unshift(() => bus.stop());
    const endpoints: LocalEndpoints = {
      dynamodb: dynamo.endpoint,
      bus: bus.endpoint,
      ses: outbox.endpoint,
    };
    applyLocalEnvironment(endpoints);
    // The handlers' own client, read once the environment names the table.
    const { dynamoClient } = await import('#data/client');
    const acknowledged = followAcknowledgedCreates(dynamoClient);
    const cognito = await startCognitoLocal(
      join(scratch, 'cognito'),
      options.cognitoPort || (await freePort()),
    );
    stops.unshift(() => cognito.stop());
    const auth = await ensureStaffPool(cognito.endpoint);
    applyAuthEnvironment(auth);
    const client = new DynamoDBClient(localClientConfig(dynamo.endpoint));
    const streamArn = await ensureTable(client, LOCAL_TABLE);
    client.destroy();
    const cdr = await startCdrSource({
      port: await freePort(),
      host: '127.0.0.1',
      // Fresh on the day it starts, as a live CDR feed would be.
      plans: options.plans ?? stampForStartDay(fixturePlans, new Date()),
    });
    stops.unshift(() => cdr.stop());
    const published = publishedChanges(dataDir);
    await published.restore(cdr);
    // The product finds the local brands through the emulated register.
    process.env.CDR_REGISTER_URI = cdr.registerUri;
    // Refuses to start, naming the variable, rather than park every event.
    refuseMissingConfiguration(manifestFunctions);
    refuseInvalidReferencePrices();
    refuseInvalidWhatIfCosts();
    environmentReady();
    const run = await importPlansAtStartup();
    if (run.status === 'failed') console.error(`[import] ${run.failureReason}`);
    // The manifest's schedules, as EventBridge Scheduler runs them in AWS.
    const scheduler = startScheduler({
      jobs: schedules,
      run: (job) => invokeWhenReady(job.id, job.handler, {}),
    });
    stops.unshift(async () => scheduler.stop());
    const publishStream: StreamPublish = (event) =>
      invoke(streamPublisher.id, streamPublisher.handler, event);
    const streamParked = await parkedBatches(
      streamPublisher.id,
      dataDir && join(dataDir, 'parked-stream'),
    );
    const poller = startStreamPoller({
      endpoint: dynamo.endpoint,
      streamArn,
      filter: streamPublisher.filter as unknown as Pattern,
      batchSize: streamPublisher.batchSize,
      retryAttempts: streamPublisher.retryAttempts,
      invoke: publishStream,
      park: (records, error, attempts) =>
        streamParked.add(records, error, attempts),
      checkpointFile: dataDir && join(dataDir, 'stream-checkpoints.json'),
    });
    stops.unshift(() => poller.stop());
    // What the dead database lost is written again before the recent leads
    // are re-published, so those it lost get their e-mails too.
    onDatabaseRestarted = (diedAt) =>
      void acknowledged
        .redoLost(diedAt)
        .then(() =>
          republishAfterRestart(dynamo.endpoint, diedAt, publishStream),
        );
    if (dataDir) {
      const uncleanSince = await markRunning(dataDir, new Date());
      // Removed last, once everything else has stopped.
      stops.push(() => markStopped(dataDir));
      if (uncleanSince) {
        const count = await republishRecentLeads(
          dynamo.endpoint,
          uncleanSince,
          publishStream,
        );
        console.error(
          `[stack] the last stop was not clean: re-published ${count} lead(s) stored since ${uncleanSince} (consumers send each e-mail once)`,
        );
      }
    }
    const server: Server = await startGateway({
      port,
      host: options.host,
      edge: {
        originSecret: LOCAL_ORIGIN_SECRET,
        trustClientViewerAddress: options.trustClientViewerAddress ?? false,
        webRoot: resolve(options.webRoot ?? 'web/dist'),
        responseHeaders: securityHeaders(new URL(auth.endpoint).origin),
        devRoutes: {
          '/_dev/outbox': async (_req, res) =>
            renderOutboxPage(await outbox.list(), res),
          '/_dev/outbox.json': async (_req, res) =>
            sendJson(res, 200, { messages: await outbox.list() }),
          '/_dev/parked.json': (_req, res) =>
            sendJson(res, 200, {
              parked: bus.parked,
              streamBatches: streamParked.entries,
            }),
          '/_dev/parked/redrive': redriveRoute(async (id) => [
            ...(await streamParked.redrive(publishStream, id)),
            ...(await bus.redrive(id)),
            ...(await localQueues.redrive(id)),
          ]),
          '/_dev/cdr/raise-price': raisePriceRoute(cdr, published),
          '/_dev/queues/dead-letters.json': (_req, res) =>
            sendJson(res, 200, { deadLetters: localQueues.deadLetters() }),
          '/_dev/ses-faults': sesFaultsRoute(outbox),
          '/_dev/jobs/run': runJobRoute(scheduler),
          // The SPA's runtime config; in AWS the web construct writes it.
          '/config.json': (_req, res) =>
            sendJson(res, 200, {
              userPoolId: auth.userPoolId,
              userPoolClientId: auth.userPoolClientId,
              userPoolEndpoint: auth.endpoint,
            }),
        },
      },
    });
    stops.unshift(() => new Promise((r) => server.close(() => r())));
    const api = await startGateway({ port: 0, host: '127.0.0.1' });
    stops.unshift(() => new Promise((r) => api.close(() => r())));
    return {
      url: `http://localhost:${port}`,
      apiUrl: `http://127.0.0.1:${portOf(api)}`,
      tableName: LOCAL_TABLE,
      endpoints,
      outboxDir: outbox.dir,
      auth: { ...auth, staff: LOCAL_STAFF_LOGIN },
      async settle() {
        await poller.drain();
        await bus.idle();
        await localQueues.idle();
        await bus.idle();
      },
      async stop() {
        for (const stop of stops) await stop().catch(() => undefined);
      },
    };
  } catch (error) {
    for (const stop of stops) await stop().catch(() => undefined);
    throw error;
  }
}

import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';

export type Handler = (event: unknown, context: Context) => Promise<unknown>;

const handlersRoot = resolve(import.meta.dirname, '../../functions/handlers');
const cache = new Map<string, Promise<Handler>>();
const failedLoads = new Map<string, number>();

/**
 * Loads a handler module named in the manifest, once it loads. A load
 * that failed is not kept: the next invocation loads it again, as a new
 * Lambda execution environment would (a query makes Node evaluate the
 * module afresh instead of answering with its cached error).
 */
export function loadHandler(
  entry: string,
  root = handlersRoot,
): Promise<Handler> {
  const key = `${root}:${entry}`;
  let loaded = cache.get(key);
  if (!loaded) {
    const failures = failedLoads.get(key) ?? 0;
    const url = pathToFileURL(resolve(root, `${entry}.ts`));
    if (failures) url.search = `load=${failures}`;
    loaded = import(url.href).then((module: { handler?: Handler }) => {
      if (typeof module.handler !== 'function') {
        throw new Error(`${entry} exports no handler`);
      }
      return module.handler;
    });
    cache.set(key, loaded);
    loaded.catch(() => {
      cache.delete(key);
      failedLoads.set(key, failures + 1);
    });
  }
  return loaded;
}

/** Lambda's budget for a function that names none (infra/constructs/common). */
export const DEFAULT_TIMEOUT_SECONDS = 10;

/** A Lambda context good enough for middy and Powertools. */
export function lambdaContext(
  functionName: string,
  timeoutMs = DEFAULT_TIMEOUT_SECONDS * 1000,
): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:ap-southeast-2:000000000000:function:${functionName}`,
    memoryLimitInMB: '256',
    awsRequestId: crypto.randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** What Lambda reports when a function outlives its budget. */
export class FunctionTimedOutError extends Error {
  constructor(id: string, timeoutSeconds: number) {
    super(`${id}: Task timed out after ${timeoutSeconds.toFixed(2)} seconds`);
    this.name = 'FunctionTimedOut';
  }
}

/**
 * Runs a handler with a fresh context and, as Lambda does, gives up on it
 * once its budget is spent (the work itself cannot be killed in this
 * process; its late result is dropped).
 */
export async function runWithinBudget(
  id: string,
  handler: Handler,
  event: unknown,
  timeoutSeconds = DEFAULT_TIMEOUT_SECONDS,
): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new FunctionTimedOutError(id, timeoutSeconds)),
      timeoutSeconds * 1000,
    );
  });
  try {
    return await Promise.race([
      handler(event, lambdaContext(id, timeoutSeconds * 1000)),
      timedOut,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Invokes a manifest handler within its budget. */
export async function invoke(
  id: string,
  entry: string,
  event: unknown,
  timeoutSeconds = DEFAULT_TIMEOUT_SECONDS,
): Promise<unknown> {
  return runWithinBudget(id, await loadHandler(entry), event, timeoutSeconds);
}

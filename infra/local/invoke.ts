import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';

type Handler = (event: unknown, context: Context) => Promise<unknown>;

const handlersRoot = resolve(import.meta.dirname, '../../functions/handlers');
const cache = new Map<string, Promise<Handler>>();

/** Loads a handler module named in the manifest, once. */
export function loadHandler(entry: string): Promise<Handler> {
  let loaded = cache.get(entry);
  if (!loaded) {
    const url = pathToFileURL(resolve(handlersRoot, `${entry}.ts`)).href;
    loaded = import(url).then((module: { handler?: Handler }) => {
      if (typeof module.handler !== 'function') {
        throw new Error(`${entry} exports no handler`);
      }
      return module.handler;
    });
    cache.set(entry, loaded);
  }
  return loaded;
}

/** A Lambda context good enough for middy and Powertools. */
export function lambdaContext(
  functionName: string,
  timeoutMs = 10_000,
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

/** Invokes a manifest handler with a fresh context. */
export async function invoke(
  id: string,
  entry: string,
  event: unknown,
  timeoutSeconds?: number,
): Promise<unknown> {
  const handler = await loadHandler(entry);
  return handler(
    event,
    lambdaContext(id, timeoutSeconds && timeoutSeconds * 1000),
  );
}

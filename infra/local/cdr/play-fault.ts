import type { ServerResponse } from 'node:http';
import { failureForStatus, sendCdrJson } from './cdr-errors.ts';
import type { CdrFault } from './faults.ts';

function pause(ms: number, timers: Set<NodeJS.Timeout>): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      resolve();
    }, ms);
    timers.add(timer);
  });
}

/**
 * Plays an injected fault. Returns `true` when it answered (or dropped)
 * the request, `false` when it only delayed it and the real answer follows.
 */
export async function playFault(
  fault: CdrFault,
  response: ServerResponse,
  timers: Set<NodeJS.Timeout>,
): Promise<boolean> {
  if (fault.delayMs) await pause(fault.delayMs, timers);
  // The client may have given up (timed out) while we waited.
  if (response.destroyed) return true;
  if (fault.drop) {
    response.socket?.destroy();
    return true;
  }
  if (fault.malformed) {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"data": {"plans": [{"planId": ');
    return true;
  }
  if (fault.status === undefined) return false;
  const failure = failureForStatus(fault.status);
  const headers: Record<string, string> =
    fault.retryAfter === undefined
      ? {}
      : { 'retry-after': String(fault.retryAfter) };
  sendCdrJson(response, failure.status, failure.body, headers);
  return true;
}

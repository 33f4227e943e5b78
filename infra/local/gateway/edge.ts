import type { IncomingMessage } from 'node:http';
import { VIEWER_ADDRESS_HEADER } from '#platform/client-address';
import { ORIGIN_VERIFY_HEADER } from '#platform/origin-header';

/** What the local gateway does as CloudFront in front of `/api/*`. */
export interface EdgeOptions {
  /** The origin custom header's value (locally a fixed, public one). */
  readonly originSecret: string;
  /**
   * Tests and benchmarks only: keep a viewer address the client sent, so
   * one machine can stand in for many visitors. CloudFront, and so
   * `npm start`, always sets it from the connection.
   */
  readonly trustClientViewerAddress?: boolean;
}

/** `ip:port` of the connection, as CloudFront writes it. */
function connectionAddress(request: IncomingMessage): string {
  const { remoteAddress = '127.0.0.1', remotePort = 0 } = request.socket;
  return `${remoteAddress}:${remotePort}`;
}

/**
 * The headers CloudFront sets on an `/api/*` origin request, replacing
 * any the viewer sent: the origin secret and the viewer's address.
 */
export function edgeHeaders(
  request: IncomingMessage,
  edge: EdgeOptions,
): Record<string, string> {
  const sent = request.headers[VIEWER_ADDRESS_HEADER];
  const viewer =
    edge.trustClientViewerAddress && typeof sent === 'string'
      ? sent
      : connectionAddress(request);
  return {
    [ORIGIN_VERIFY_HEADER]: edge.originSecret,
    [VIEWER_ADDRESS_HEADER]: viewer,
  };
}

import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { edgeHeaders } from './edge.ts';

const ORIGIN_SECRET = 'local-origin-verify-value';

/** A request from 203.0.113.9:50123 carrying `headers`. */
const requestWith = (headers: Record<string, string>) =>
  ({
    headers,
    socket: { remoteAddress: '203.0.113.9', remotePort: 50123 },
  }) as unknown as IncomingMessage;

const forged = {
  'x-origin-verify': 'forged',
  'cloudfront-viewer-address': '198.18.0.1:1024',
};

describe('edgeHeaders (the local gateway as CloudFront)', () => {
  it('adds the origin secret, replacing one the client sent', () => {
    // Act
    const headers = edgeHeaders(requestWith(forged), {
      originSecret: ORIGIN_SECRET,
    });
    // Assert
    expect(headers['x-origin-verify']).toBe(ORIGIN_SECRET);
  });

  it('sets the viewer address from the connection, whatever the client sent', () => {
    // Act
    const headers = edgeHeaders(requestWith(forged), {
      originSecret: ORIGIN_SECRET,
    });
    // Assert
    expect(headers['cloudfront-viewer-address']).toBe('203.0.113.9:50123');
  });

  it('keeps a client-sent viewer address only when told to (tests, benchmarks)', () => {
    // Arrange
    const edge = {
      originSecret: ORIGIN_SECRET,
      trustClientViewerAddress: true,
    };
    // Act
    const sent = edgeHeaders(requestWith(forged), edge);
    const none = edgeHeaders(requestWith({}), edge);
    // Assert
    expect(sent['cloudfront-viewer-address']).toBe('198.18.0.1:1024');
    expect(none['cloudfront-viewer-address']).toBe('203.0.113.9:50123');
  });
});

import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { securityHeaders } from '../../infra/constructs/web/security-header-values.ts';

/** The local addresses of the sockets listening on `port` (Linux). */
function listenersOn(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter(
        ([, local, , state]) =>
          state === '0A' && local?.endsWith(`:${hexPort}`),
      )
      .map(([, local]) => (local ?? '').split(':')[0] ?? ''),
  );
}

/** 127.0.0.0/8, ::1 or an IPv4-mapped 127.x, as /proc/net writes them. */
const isLoopback = (hex: string) =>
  hex.length === 8
    ? hex.endsWith('7F')
    : hex === '00000000000000000000000001000000' ||
      /^0000000000000000FFFF0000[0-9A-F]{6}7F$/i.test(hex);

const portOf = (url: string) => Number(new URL(url).port);

/** A raw request, so the Host header can be anything. */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  const url = new URL(path, inject('stackUrl'));
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method,
        headers,
      },
      (res) => {
        let body = '';
        res.on('data', (c) => {
          body += String(c);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(method === 'POST' ? '{}' : undefined);
  });
}

describe('the local stack', () => {
  it.each([
    ['the gateway', () => inject('stackUrl')],
    ['the bare API', () => inject('apiUrl')],
    ['DynamoDB Local', () => inject('dynamoEndpoint')],
    ['the event bus', () => inject('busEndpoint')],
    ['cognito-local', () => inject('cognitoEndpoint')],
  ])('has %s listen on the loopback address only', (_, url) => {
    // Act
    const listeners = listenersOn(portOf(url()));
    // Assert
    expect(listeners.length).toBeGreaterThan(0);
    expect(listeners.filter((hex) => !isLoopback(hex))).toEqual([]);
  });

  it('answers the dev pages on its own address', async () => {
    // Arrange
    const port = portOf(inject('stackUrl'));
    // Act
    const response = await send('GET', '/_dev/outbox.json', {
      host: `localhost:${port}`,
    });
    // Assert
    expect(response.status).toBe(200);
    expect(response.body).toContain('"messages"');
  });

  it.each([
    ['a rebound DNS name', (port: number) => `attacker.example:${port}`],
    ['a rebound name without a port', () => 'attacker.example'],
  ])(
    'does not show the outbox to a request with %s as Host',
    async (_, host) => {
      // Act
      const response = await send('GET', '/_dev/outbox.json', {
        host: host(portOf(inject('stackUrl'))),
      });
      // Assert
      expect(response.status).toBe(403);
      expect(response.body).not.toContain('"messages"');
    },
  );

  it.each([
    ['another origin', { origin: 'https://attacker.example' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses a POST to a dev route from %s', async (_, extra) => {
    // Arrange
    const port = portOf(inject('stackUrl'));
    // Act
    const response = await send('POST', '/_dev/parked/redrive', {
      host: `localhost:${port}`,
      'content-type': 'application/json',
      ...extra,
    });
    // Assert
    expect(response.status).toBe(403);
    expect(JSON.parse(response.body)).toMatchObject({
      error: { code: 'FORBIDDEN' },
    });
  });
});

describe('the local gateway as CloudFront', () => {
  it.each(['/', '/compare', '/api/plans', '/_dev/outbox.json'])(
    'sends the production security headers on %s',
    async (path) => {
      // Arrange
      const expected = securityHeaders(
        new URL(inject('cognitoEndpoint')).origin,
      );
      // Act
      const response = await fetch(new URL(path, inject('stackUrl')));
      // Assert
      const sent = Object.fromEntries(
        Object.keys(expected).map((name) => [name, response.headers.get(name)]),
      );
      expect(sent).toEqual(expected);
    },
  );
});

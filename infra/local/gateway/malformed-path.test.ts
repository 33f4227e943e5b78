import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from './server.ts';

let server: Server;
let base: string;

beforeAll(async () => {
  server = await startGateway({ port: 0, host: '127.0.0.1' });
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('a path with malformed percent-encoding', () => {
  it.each([
    '/api/plans/%FF/details',
    '/api/admin/leads/%E0%A4%A',
    '/api/watches/%',
  ])(
    'answers 400 naming the encoding, before any route or auth: %s',
    async (path) => {
      // Act
      const response = await fetch(`${base}${path}`);
      // Assert
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: {
          code: 'BAD_REQUEST',
          message: 'Malformed percent-encoding in path',
        },
      });
    },
  );

  it('still passes a well-formed encoded path on to routing', async () => {
    const response = await fetch(`${base}/not-the-api/%20`);
    expect(response.status).toBe(404);
  });

  it.each(['//', '//evil.example/x', '///'])(
    'answers a target that starts with two slashes (%s) as a path, and serves on',
    async (path) => {
      // Act
      const odd = await fetch(`${base}${path}`);
      const next = await fetch(`${base}/api/`);
      // Assert
      expect(odd.status).toBe(404);
      expect(next.status).toBe(404);
    },
  );
});

import { describe, expect, it } from 'vitest';
import type { RouteDefinition } from '#manifest/routes';
import { createRouter } from './route-match.ts';

const route = (method: RouteDefinition['method'], path: string) =>
  ({
    id: path,
    method,
    path,
    handler: 'x',
    access: 'public',
    table: 'none',
  }) as const;

describe('createRouter', () => {
  const match = createRouter([
    route('ANY', '/api/{proxy+}'),
    route('GET', '/api/plans'),
    route('GET', '/api/plans/{id}'),
  ]);

  it('prefers an exact route over the greedy catch-all', () => {
    expect(match('GET', '/api/plans')?.route.path).toBe('/api/plans');
  });

  it('extracts path parameters', () => {
    expect(match('GET', '/api/plans/AGL%20123')?.pathParameters).toEqual({
      id: 'AGL 123',
    });
  });

  it('sends unknown paths and methods to the catch-all', () => {
    expect(match('POST', '/api/plans')?.route.path).toBe('/api/{proxy+}');
    expect(match('GET', '/api/nope/deeper')?.route.path).toBe('/api/{proxy+}');
  });

  it('matches nothing outside the API', () => {
    expect(match('GET', '/compare')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { devRequestProblem } from './dev-guard.ts';

const PORT = 8787;

describe('devRequestProblem', () => {
  it.each(['localhost:8787', '127.0.0.1:8787', '[::1]:8787', 'LOCALHOST:8787'])(
    'lets a read with Host %s through',
    (host) => {
      expect(devRequestProblem('GET', { host }, PORT)).toBeUndefined();
    },
  );

  it.each([
    ['a rebound DNS name', 'attacker.example:8787'],
    ['a rebound name without the port', 'attacker.example'],
    ['the local name on another port', 'localhost:9999'],
    ['the local name without the port', 'localhost'],
    ['a LAN address', '192.168.1.20:8787'],
    ['no Host at all', undefined],
  ])('refuses a read with %s', (_, host) => {
    expect(devRequestProblem('GET', { host }, PORT)).toMatch(/local address/);
  });

  it.each([
    ['another origin', { origin: 'https://attacker.example' }],
    ['the local name on another port', { origin: 'http://localhost:9999' }],
    ['an opaque origin', { origin: 'null' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['a same-site fetch from another port', { 'sec-fetch-site': 'same-site' }],
  ])('refuses a POST from %s', (_, headers) => {
    expect(
      devRequestProblem('POST', { host: 'localhost:8787', ...headers }, PORT),
    ).toMatch(/Cross-/);
  });

  it.each([
    ['a script (no Origin)', {}],
    ['the page itself', { origin: 'http://localhost:8787' }],
    ['a same-origin fetch', { 'sec-fetch-site': 'same-origin' }],
  ])('lets a POST from %s through', (_, headers) => {
    expect(
      devRequestProblem('POST', { host: 'localhost:8787', ...headers }, PORT),
    ).toBeUndefined();
  });
});

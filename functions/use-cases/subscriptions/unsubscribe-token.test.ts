import { describe, expect, it } from 'vitest';
import { unsubscribeSchema } from '#shared/contracts/subscriptions';
import {
  hashUnsubscribeToken,
  newUnsubscribeToken,
} from './unsubscribe-token.ts';

describe('unsubscribe tokens', () => {
  it('are unguessable, URL-safe and accepted by the contract', () => {
    const tokens = new Set(Array.from({ length: 50 }, newUnsubscribeToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens)
      expect(unsubscribeSchema.safeParse({ token }).success).toBe(true);
  });

  it('are stored as a stable SHA-256 that differs from the token', () => {
    const token = newUnsubscribeToken();
    expect(hashUnsubscribeToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashUnsubscribeToken(token)).toBe(hashUnsubscribeToken(token));
    expect(hashUnsubscribeToken(token)).not.toContain(token);
  });
});

import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';

const HASH_KEY = 'k'.repeat(40);
process.env.HASH_KEY = HASH_KEY;
const { rateWindowClientId } = await import('./rate-window-client.ts');

describe('rateWindowClientId', () => {
  it('is an HMAC under the secret hash key, not a hash anyone can recompute', async () => {
    const route = 'POST /api/callbacks';
    const stored = await rateWindowClientId(route, '203.0.113.7', 60);
    const plain = `${route}#60#203.0.113.7`;
    expect(stored).not.toBe(
      createHash('sha256').update(plain).digest('base64url').slice(0, 32),
    );
    expect(stored).toBe(
      createHmac('sha256', HASH_KEY)
        .update(`rate-window\n${plain}`)
        .digest('base64url')
        .slice(0, 32),
    );
    expect(await rateWindowClientId(route, '203.0.113.7', 120)).not.toBe(
      stored,
    );
  });
});

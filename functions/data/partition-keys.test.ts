import { describe, expect, it } from 'vitest';
import { consumers } from '#manifest/events';
import {
  IDEMPOTENCY_RECORDS,
  partitionLeadingKeys,
  subscriptionConfirmationKey,
  unsubscribeTokenKey,
} from './keys.ts';

/** IAM's StringLike: `*` matches any run of characters. */
const matches = (pattern: string, key: string) =>
  new RegExp(
    `^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`,
  ).test(key);

describe('partitions the manifest names in grants', () => {
  it('grant exactly the partitions of the keys the consumers write', () => {
    expect(
      matches(partitionLeadingKeys.idempotencyRecords, IDEMPOTENCY_RECORDS),
    ).toBe(true);
    expect(
      matches(
        partitionLeadingKeys.unsubscribeTokens,
        unsubscribeTokenKey('ab12').pk,
      ),
    ).toBe(true);
    expect(
      matches(
        partitionLeadingKeys.subscriptionConfirmations,
        subscriptionConfirmationKey('ab12').pk,
      ),
    ).toBe(true);
    expect(matches(partitionLeadingKeys.unsubscribeTokens, 'LEAD#01J')).toBe(
      false,
    );
  });

  it('are names in the manifest, each with a key pattern here', () => {
    const named = consumers.flatMap((consumer) =>
      typeof consumer.table === 'object' ? consumer.table.partitions : [],
    );
    expect(named.length).toBeGreaterThan(0);
    for (const name of named)
      expect(partitionLeadingKeys[name]).toMatch(/^[A-Z]+#/);
  });
});

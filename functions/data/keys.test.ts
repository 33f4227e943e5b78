import { describe, expect, it } from 'vitest';
import {
  activePlanKey,
  brandListKey,
  catalogueSnapshotChunkKey,
  catalogueSnapshotPk,
  catalogueVersionKey,
  confirmationQuotaKey,
  idempotencyGuardKey,
  isWatchLinkMark,
  leadCollectionKey,
  leadCounterKey,
  leadKey,
  leadStatusCounterKey,
  leadStatusIndexKey,
  leadStatusPartition,
  peopleCounterKey,
  personKey,
  personKeyKey,
  planIdOfKey,
  planKey,
  planTariffKey,
  planVersionKey,
  priceUpdateLockKey,
  priceUpdateRunKey,
  rateWindowKey,
  revokedSessionKey,
  subscriptionConfirmationKey,
  subscriptionRequestKey,
  THREAD_MEMBER_PREFIX,
  threadMemberKey,
  threadPartition,
  tokenKeyOfMark,
  WATCH_EXPIRY_COUNTERS,
  WATCH_MEMBERSHIPS,
  WATCHES,
  watchConfirmationKey,
  watchCounterKey,
  watchExpiryCounterKey,
  watchesOfPartition,
  watchKey,
  watchLinkKey,
  watchMembershipKey,
  watchRequestKey,
  watchTokenKey,
} from './keys.ts';

describe('keys', () => {
  it('builds lead keys', () => {
    expect(leadKey('01J')).toEqual({ pk: 'LEAD#01J', sk: '#META' });
    expect(
      leadCollectionKey('callback', '2026-11-01T00:00:00.000Z', '01J'),
    ).toEqual({
      gsi1pk: 'LEADS#callback',
      gsi1sk: '2026-11-01T00:00:00.000Z#01J',
    });
    expect(leadCounterKey('callback')).toEqual({
      pk: 'COUNTER',
      sk: 'LEADS#callback',
    });
    expect(idempotencyGuardKey('callback', 'abc')).toEqual({
      pk: 'IDEMPOTENCY#callback#abc',
      sk: '#META',
    });
  });

  it('files a lead under its kind and status, in creation order (AP-A10)', () => {
    expect(leadStatusPartition('callback', 'pending')).toBe(
      'LEADS#callback#STATUS#pending',
    );
    expect(
      leadStatusIndexKey(
        'callback',
        'pending',
        '2026-11-01T00:00:00.000Z',
        '01J',
      ),
    ).toEqual({
      gsi2pk: 'LEADS#callback#STATUS#pending',
      gsi2sk: '2026-11-01T00:00:00.000Z#01J',
    });
  });

  it('builds plan keys, ordering active plans by retailer and name without case', () => {
    expect(planKey('AGL1')).toEqual({ pk: 'PLAN#AGL1', sk: '#META' });
    expect(planTariffKey('AGL1')).toEqual({ pk: 'PLAN#AGL1', sk: 'TARIFF' });
    expect(activePlanKey('AGL', 'Value Saver', 'AGL1')).toEqual({
      gsi1pk: 'PLANS#ACTIVE',
      gsi1sk: 'agl#value saver#AGL1',
    });
  });

  it('builds plan version keys in the plan partition, sorting by number', () => {
    expect(planVersionKey('AGL1', 2)).toEqual({
      pk: 'PLAN#AGL1',
      sk: 'VERSION#000002',
    });
    expect(planVersionKey('AGL1', 9).sk < planVersionKey('AGL1', 10).sk).toBe(
      true,
    );
  });

  it('builds price update keys that sort by start time', () => {
    const earlier = priceUpdateRunKey('2026-11-01T00:00:00.000Z', 'b');
    const later = priceUpdateRunKey('2026-11-02T00:00:00.000Z', 'a');
    expect(earlier.pk).toBe(later.pk);
    expect(earlier.sk < later.sk).toBe(true);
    expect(priceUpdateLockKey()).toEqual({ pk: 'PRICE_UPDATE', sk: 'LOCK' });
    expect(brandListKey()).toEqual({ pk: 'PRICE_UPDATE', sk: 'BRANDS' });
  });

  it('builds one rate window per route, client and window start', () => {
    expect(rateWindowKey('POST /api/callbacks', 'abc', 1_800_000_060)).toEqual({
      pk: 'RATE#POST /api/callbacks#abc',
      sk: 'WINDOW#1800000060',
    });
  });

  it('counts each status of a kind beside the kind itself', () => {
    expect(leadStatusCounterKey('switch', 'in_progress')).toEqual({
      pk: 'COUNTER',
      sk: 'LEADS#switch#STATUS#in_progress',
    });
  });

  it('reads the plan id back from its partition key', () => {
    expect(planIdOfKey(planKey('AGL#1').pk)).toBe('AGL#1');
  });

  it('keeps the catalogue version and its snapshot chunks in order', () => {
    expect(catalogueVersionKey()).toEqual({
      pk: 'PRICE_UPDATE',
      sk: 'CATALOGUE',
    });
    expect(catalogueSnapshotPk('01M', 'index')).toBe('SNAPSHOT#01M#index');
    expect(catalogueSnapshotChunkKey('01M', 'index', 7)).toEqual({
      pk: 'SNAPSHOT#01M#index',
      sk: 'CHUNK#0007',
    });
  });

  it('keys sign-up requests by lower-cased e-mail and links by token hash', () => {
    expect(subscriptionRequestKey('Jo@Example.com')).toEqual({
      pk: 'SUBREQUEST#jo@example.com',
      sk: '#META',
    });
    expect(subscriptionConfirmationKey('2c26')).toEqual({
      pk: 'SUBCONFIRM#2c26',
      sk: '#META',
    });
  });

  it('keys a signed-out staff session by its token id', () => {
    expect(revokedSessionKey('6f1c')).toEqual({
      pk: 'REVOKED#6f1c',
      sk: '#META',
    });
  });

  it('keeps a saved comparison and its links in one partition', () => {
    expect(watchKey('w1')).toEqual({ pk: 'WATCH#w1', sk: '#META' });
    expect(watchConfirmationKey('w1', '2c26')).toEqual({
      pk: 'WATCH#w1',
      sk: 'CONFIRM#2c26',
    });
    expect(watchLinkKey('w1', '2c26')).toEqual({
      pk: 'WATCH#w1',
      sk: 'LINK#2c26',
    });
    expect(WATCHES).toBe('WATCH#*');
    expect(watchRequestKey('w1')).toEqual({ pk: 'WATCHREQ#w1', sk: '#META' });
  });

  it('finds the token each mark of a saved comparison names, and which marks are links', () => {
    const link = watchLinkKey('w1', '2c26').sk;
    const confirm = watchConfirmationKey('w1', '9a01').sk;
    expect(tokenKeyOfMark(link)).toEqual(watchTokenKey('2c26'));
    expect(tokenKeyOfMark(confirm)).toEqual(watchTokenKey('9a01'));
    expect(tokenKeyOfMark(watchKey('w1').sk)).toBeUndefined();
    expect(isWatchLinkMark(link)).toBe(true);
    expect(isWatchLinkMark(confirm)).toBe(false);
  });

  it('keys link tokens by their random id, a settings change apart, and mail quotas by address hash and day', () => {
    expect(watchTokenKey('t1')).toEqual({ pk: 'WATCH#TOKEN#t1', sk: '#META' });
    expect(watchRequestKey('w1', 'c1')).toEqual({
      pk: 'WATCHREQ#w1',
      sk: 'CHANGE#c1',
    });
    expect(confirmationQuotaKey('h1', '2026-11-27')).toEqual({
      pk: 'MAILQUOTA#h1',
      sk: 'DAY#2026-11-27',
    });
  });

  it('indexes saved comparisons by catalogue partition and counts them', () => {
    const partition = 'electricity.residential.ausgrid';
    expect(watchesOfPartition(partition)).toBe(`WATCHES#${partition}`);
    expect(watchMembershipKey(partition, 'w1')).toEqual({
      pk: `WATCHES#${partition}`,
      sk: 'WATCH#w1',
    });
    expect(WATCH_MEMBERSHIPS).toBe('WATCHES#*');
    expect(watchExpiryCounterKey('2027-12-25')).toEqual({
      pk: WATCH_EXPIRY_COUNTERS,
      sk: 'EXPIRES#2027-12-25',
    });
    expect(watchCounterKey('alerts')).toEqual({
      pk: 'COUNTER',
      sk: 'WATCHES#alerts',
    });
  });

  it('keys people: their ways of being recognised, their thread and their count', () => {
    expect(personKeyKey('phone', '0400111222')).toEqual({
      pk: 'PERSONKEY#phone#0400111222',
      sk: '#META',
    });
    expect(personKey('01J')).toEqual({ pk: 'PERSON#01J', sk: '#META' });
    expect(threadMemberKey('01J', '2026-11-27T00:00:00.000Z', '01K')).toEqual({
      pk: threadPartition('01J'),
      sk: `${THREAD_MEMBER_PREFIX}2026-11-27T00:00:00.000Z#01K`,
    });
    expect(peopleCounterKey()).toEqual({ pk: 'COUNTER', sk: 'PEOPLE' });
  });
});

import { describe, expect, it } from 'vitest';
import { DELIVERY_KEY_TAG } from '#platform/delivery-key';
import { deliveryKeyOf, SentDeliveries } from './delivery-keys.ts';

describe('SentDeliveries', () => {
  it('gives a second send with a kept key the first message id', () => {
    // Arrange
    const sent = new SentDeliveries();
    // Act
    const first = sent.claim('Notify-01J-1', 'm1');
    const second = sent.claim('Notify-01J-1', 'm2');
    // Assert
    expect(first).toBeUndefined();
    expect(second).toBe('m1');
  });

  it('remembers the keys of messages kept before a restart', () => {
    // Arrange
    const sent = new SentDeliveries([
      { deliveryKey: 'Notify-01J-1', messageId: 'm1' },
      { messageId: 'untagged' },
    ]);
    // Act
    const replay = sent.claim('Notify-01J-1', 'm2');
    // Assert
    expect(replay).toBe('m1');
  });

  it('never refuses a send without a key, or one whose keeping failed', () => {
    // Arrange
    const sent = new SentDeliveries();
    sent.claim('Notify-01J-1', 'm1');
    // Act
    sent.release('Notify-01J-1');
    // Assert
    expect(sent.claim(undefined, 'm2')).toBeUndefined();
    expect(sent.claim(undefined, 'm3')).toBeUndefined();
    expect(sent.claim('Notify-01J-1', 'm4')).toBeUndefined();
  });

  it('reads the key from the SES message tags', () => {
    // Act
    const key = deliveryKeyOf([
      { Name: 'kind', Value: 'x' },
      { Name: DELIVERY_KEY_TAG, Value: 'Notify-01J-1' },
    ]);
    // Assert
    expect(key).toBe('Notify-01J-1');
    expect(deliveryKeyOf(undefined)).toBeUndefined();
  });
});

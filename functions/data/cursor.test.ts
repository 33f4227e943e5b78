import { describe, expect, it } from 'vitest';
import { InvalidCursor } from '#use-cases/port-errors';
import { decodeCursor, encodeCursor } from './cursor.ts';

const key = {
  gsi1pk: 'LEADS#callback',
  gsi1sk: '2026-01-01T00:00:00.000Z#01J',
  pk: 'LEAD#01J',
  sk: '#META',
};

describe('page cursors', () => {
  it('gives back the key it was made from', () => {
    // Arrange
    const cursor = encodeCursor(key) ?? '';
    // Act
    const decoded = decodeCursor(cursor, 'LEADS#callback');
    // Assert
    expect(decoded).toEqual(key);
  });

  it.each([
    ['not base64 JSON', '%%%'],
    ['another shape', encodeCursor({ pk: 'LEAD#01J' }) ?? ''],
    ['another collection', encodeCursor(key) ?? ''],
  ])('refuses %s as InvalidCursor, not as an HTTP error', (_, cursor) => {
    // Act
    const decode = () => decodeCursor(cursor, 'LEADS#switch');
    // Assert
    expect(decode).toThrow(InvalidCursor);
  });
});

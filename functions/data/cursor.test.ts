import { describe, expect, it } from 'vitest';
import { InvalidCursor } from '#platform/port-errors';
import {
  decodeCursor,
  decodePositionCursor,
  encodeCursor,
  encodePositionCursor,
} from './cursor.ts';

const source = (partition: string) => ({
  indexName: 'gsi1',
  pkName: 'gsi1pk',
  skName: 'gsi1sk',
  partition,
});

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
    const decoded = decodeCursor(cursor, source('LEADS#callback'));
    // Assert
    expect(decoded).toEqual(key);
  });

  it.each([
    ['not base64 JSON', '%%%'],
    ['another shape', encodeCursor({ pk: 'LEAD#01J' }) ?? ''],
    ['another collection', encodeCursor(key) ?? ''],
  ])('refuses %s as InvalidCursor, not as an HTTP error', (_, cursor) => {
    // Act
    const decode = () => decodeCursor(cursor, source('LEADS#switch'));
    // Assert
    expect(decode).toThrow(InvalidCursor);
  });
});

describe('position cursors', () => {
  const position = /^\d{3}#.+$/;

  it('gives back the position it was made from', () => {
    const cursor = encodePositionCursor(source('LEADS#inquiry'), '020#x') ?? '';
    expect(
      decodePositionCursor(cursor, source('LEADS#inquiry'), position),
    ).toBe('020#x');
  });

  it.each([
    ['a key cursor', encodeCursor(key) ?? ''],
    [
      'another partition',
      encodePositionCursor(source('LEADS#switch'), '020#x') ?? '',
    ],
    [
      'a position of another shape',
      encodePositionCursor(source('LEADS#inquiry'), 'x') ?? '',
    ],
  ])('refuses %s', (_, cursor) => {
    const decode = () =>
      decodePositionCursor(cursor, source('LEADS#inquiry'), position);
    expect(decode).toThrow(InvalidCursor);
  });
});

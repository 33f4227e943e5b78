import { describe, expect, it } from 'vitest';
import { listKeyAction } from './list-keys';

const onPage = { typing: false, onRow: false };
const onRow = { typing: false, onRow: true };

describe('listKeyAction', () => {
  it.each([
    ['j', 'next'],
    ['k', 'previous'],
    ['o', 'open'],
    ['m', 'mark'],
    ['x', 'select'],
    ['/', 'search'],
    ['?', 'help'],
  ])('maps %s to %s anywhere on the list', (key, action) => {
    expect(listKeyAction(key, onPage, false)).toBe(action);
  });

  it('moves and opens with arrows and Enter only on a row', () => {
    expect(listKeyAction('ArrowDown', onRow, false)).toBe('next');
    expect(listKeyAction('ArrowUp', onRow, false)).toBe('previous');
    expect(listKeyAction('Enter', onRow, false)).toBe('open');
    expect(listKeyAction('ArrowDown', onPage, false)).toBeUndefined();
    expect(listKeyAction('Enter', onPage, false)).toBeUndefined();
  });

  it('leaves keys alone while staff type or hold a modifier', () => {
    expect(
      listKeyAction('j', { typing: true, onRow: false }, false),
    ).toBeUndefined();
    expect(listKeyAction('j', onPage, true)).toBeUndefined();
    expect(listKeyAction('q', onPage, false)).toBeUndefined();
    expect(listKeyAction('toString', onPage, false)).toBeUndefined();
  });
});

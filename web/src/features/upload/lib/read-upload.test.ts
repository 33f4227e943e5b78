import { describe, expect, it } from 'vitest';
import { channel, day, nem12 } from './nem12-sample';
import { BILL_NOTES } from './read-bill';
import { readUpload } from './read-upload';

const fileOf = (
  name: string,
  ...parts: Array<string | Uint8Array<ArrayBuffer>>
) => new File(parts, name);

describe('readUpload', () => {
  it('reads NEM12 meter data from a .csv', async () => {
    // Arrange
    const file = fileOf(
      'meter.csv',
      nem12(channel('6305000001', 'E1'), day('20260301', 1)),
    );
    // Act
    const outcome = await readUpload(file);
    // Assert
    expect(outcome.kind).toBe('nem12');
    expect(outcome.kind === 'nem12' && outcome.nem12.nmis).toEqual([
      '6305000001',
    ]);
  });

  it('asks for the figures of a photo of a bill', async () => {
    // Arrange
    const png = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
    ]);
    // Act
    const outcome = await readUpload(fileOf('bill.png', png));
    // Assert
    expect(outcome).toEqual({
      kind: 'bill',
      note: BILL_NOTES.photo,
      facts: {},
    });
  });

  it.each([
    ['bill.pdf', [] as string[], /^That file is empty\./],
    ['bill.pdf', ['MZ\x90\x00'], /^This file is not a PDF we can read\./],
    [
      'usage.csv',
      ['Date,kWh\n2026-03-01,1\n'],
      /not NEM12 meter data \(line 1/,
    ],
    ['empty-nem12.csv', [nem12()], /holds no meter readings/],
  ])('explains why %s cannot be used', async (name, parts, message) => {
    // Act
    const outcome = await readUpload(fileOf(name, ...parts));
    // Assert
    expect(outcome.kind).toBe('error');
    expect(outcome.kind === 'error' && outcome.message).toMatch(message);
  });
});

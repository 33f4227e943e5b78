import { describe, expect, it } from 'vitest';
import { channel, day, nem12 } from './nem12-sample';
import { NotNem12Error, readNem12 } from './read-nem12';

/** A Blob whose stream yields the text in small pieces. */
const blobOf = (text: string, pieceBytes = 100) => {
  const bytes = new TextEncoder().encode(text);
  const pieces: Uint8Array<ArrayBuffer>[] = [];
  for (let i = 0; i < bytes.length; i += pieceBytes) {
    pieces.push(bytes.slice(i, i + pieceBytes));
  }
  return new Blob(pieces);
};

const failure = async (text: string) => {
  const error = await readNem12(blobOf(text)).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(NotNem12Error);
  return (error as Error).message;
};

describe('readNem12', () => {
  it('streams a file through the parser and returns every meter', async () => {
    // Arrange
    const text = nem12(
      channel('6305000001', 'E1'),
      day('20260301', 0.5),
      channel('4102000002', 'E1'),
      day('20260301', 0.25),
    );
    // Act
    const file = await readNem12(blobOf(`\uFEFF${text}`, 7));
    // Assert
    expect(file.nmis).toEqual(['6305000001', '4102000002']);
    expect(file.channels[0]?.days.get('2026-03-01')?.values[47]).toBe(0.5);
  });

  it('says a CSV that is not NEM12 is not, naming line 1', async () => {
    // Arrange
    const text = 'Date,Time,Usage (kWh)\n2026-03-01,00:00,0.5\n';
    // Act
    const message = await failure(text);
    // Assert
    expect(message).toBe(
      'This .csv file is not NEM12 meter data (line 1: not a NEM12 file: expected a 100 header record with NEM12). Ask your distributor or retailer for your meter data in NEM12 format.',
    );
  });

  it('names the line of an error further into a NEM12 file', async () => {
    // Arrange
    const text = nem12(channel('6305000001', 'E1'), '300,20260301,1,2,A,,,');
    // Act
    const message = await failure(text);
    // Assert
    expect(message).toMatch(
      /^This NEM12 file cannot be read: line 3: 300 record has 8 fields/,
    );
  });

  it('says when a NEM12 file was cut short', async () => {
    // Arrange
    const text = nem12(channel('6305000001', 'E1'), day('20260301', 1));
    // Act
    const message = await failure(text.replace('900', ''));
    // Assert
    expect(message).toMatch(/without a 900 end-of-data record/);
  });
});

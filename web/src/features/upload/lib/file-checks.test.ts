import { describe, expect, it } from 'vitest';
import {
  checkContent,
  checkNameAndSize,
  formatMegabytes,
  MAX_UPLOAD_BYTES,
} from './file-checks';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);
const MB = 1024 * 1024;

describe('checkNameAndSize', () => {
  it('accepts the bill file types of docs/product-rules.md in any case, and NEM12 .csv', () => {
    // Arrange
    const names = ['bill.PDF', 'photo.jpg', 'photo.JPEG', 'scan.png', 'm.csv'];
    // Act
    const kinds = names.map((name) => checkNameAndSize({ name, size: 10 }));
    // Assert
    expect(kinds).toEqual([
      { ok: true, kind: 'pdf' },
      { ok: true, kind: 'image' },
      { ok: true, kind: 'image' },
      { ok: true, kind: 'image' },
      { ok: true, kind: 'nem12' },
    ]);
  });

  it('names the size and the limit for a file over 10 MB', () => {
    // Arrange
    const file = { name: 'bill.pdf', size: Math.round(12.3 * MB) };
    // Act
    const checked = checkNameAndSize(file);
    // Assert
    expect(checked).toEqual({
      ok: false,
      message: 'That file is 12.3 MB; the limit is 10 MB.',
    });
  });

  it('takes exactly 10 MB and never shows a larger file as 10 MB', () => {
    // Arrange
    const atLimit = { name: 'a.pdf', size: MAX_UPLOAD_BYTES };
    const justOver = { name: 'a.pdf', size: MAX_UPLOAD_BYTES + 1 };
    // Act
    const [at, over] = [atLimit, justOver].map(checkNameAndSize);
    // Assert
    expect(at).toEqual({ ok: true, kind: 'pdf' });
    expect(over).toMatchObject({ ok: false });
    expect(over?.ok === false && over.message).toMatch(
      /^That file is 10.1 MB;/,
    );
  });

  it('rejects an empty file and other types with a message saying what to choose', () => {
    // Arrange
    const files = [
      { name: 'bill.pdf', size: 0 },
      { name: 'setup.exe', size: 100 },
      { name: 'README', size: 100 },
    ];
    // Act
    const messages = files.map((f) => {
      const checked = checkNameAndSize(f);
      return checked.ok ? '' : checked.message;
    });
    // Assert
    expect(messages[0]).toMatch(/^That file is empty\./);
    expect(messages[1]).toMatch(/^We can't use a \.exe file\./);
    expect(messages[2]).toMatch(/^We can't use a file with no type\./);
    for (const message of messages) expect(message).toMatch(/NEM12 \.csv/);
  });
});

describe('checkContent', () => {
  it('accepts real PDF, PNG and JPEG signatures', () => {
    // Arrange
    const pdf = ascii('%PDF-1.7\n');
    const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0);
    const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0);
    // Act / Assert
    expect(checkContent('pdf', pdf)).toEqual({ ok: true, kind: 'pdf' });
    expect(checkContent('image', png)).toEqual({ ok: true, kind: 'image' });
    expect(checkContent('image', jpeg)).toEqual({ ok: true, kind: 'image' });
  });

  it('accepts a PDF header after leading bytes, as PDF readers do', () => {
    // Arrange
    const head = ascii(`${' '.repeat(500)}%PDF-1.4`);
    // Act / Assert
    expect(checkContent('pdf', head).ok).toBe(true);
  });

  it('rejects a Windows program renamed .pdf', () => {
    // Arrange
    const exe = bytes(0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00);
    // Act
    const checked = checkContent('pdf', exe);
    // Assert
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.message).toMatch(
      /^This file is not a PDF we can read\./,
    );
  });

  it('rejects a PDF renamed .png and a binary file renamed .csv', () => {
    // Arrange
    const pdf = ascii('%PDF-1.7');
    const zip = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00);
    // Act
    const image = checkContent('image', pdf);
    const csv = checkContent('nem12', zip);
    // Assert
    expect(!image.ok && image.message).toMatch(/not a JPG or PNG image/);
    expect(!csv.ok && csv.message).toMatch(/not text/);
  });

  it('accepts CSV text with Windows line endings and tabs', () => {
    // Arrange
    const text = ascii('100,NEM12,200405011135,MDA1,Ret1\r\n200,\t\r\n');
    // Act / Assert
    expect(checkContent('nem12', text).ok).toBe(true);
  });
});

describe('formatMegabytes', () => {
  it('rounds to a tenth and drops a trailing .0', () => {
    expect(formatMegabytes(10 * MB)).toBe('10 MB');
    expect(formatMegabytes(12.34 * MB)).toBe('12.3 MB');
  });
});

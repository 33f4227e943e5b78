import { describe, expect, it } from 'vitest';
import { builtSiteName, renameBuiltSite } from './built-site-name.ts';

const page = (name: string, frame = name) =>
  `<head><meta property="og:site_name" content="${name}" /><title>FAQ | ${name}</title></head><body><a href="/">${frame}</a></body>`;

describe('builtSiteName', () => {
  it('reads the name a built page carries in its Open Graph site name', () => {
    expect(builtSiteName(page('Sun&#39;s Compare &amp; Co'))).toBe(
      "Sun's Compare & Co",
    );
  });

  it('is the default name for a page that names no site', () => {
    expect(builtSiteName('<head><title>FAQ</title></head>')).toBe(
      'Energy Compare Australia',
    );
  });
});

describe('renameBuiltSite', () => {
  it('replaces every mention of the built name with the new one, escaped', () => {
    // Act
    const renamed = renameBuiltSite(
      page('Energy Compare Australia'),
      'Sun & $1 Compare',
    );
    // Assert
    expect(renamed).toBe(page('Sun &amp; $1 Compare'));
    expect(builtSiteName(renamed)).toBe('Sun & $1 Compare');
  });

  it('finds an apostrophe as React writes it in the frame too', () => {
    // Arrange: built as "Sam's Compare", the frame rendered by React.
    const built = page('Sam&#39;s Compare', 'Sam&#x27;s Compare');
    // Act
    const renamed = renameBuiltSite(built, 'Sun Compare');
    // Assert
    expect(renamed).toBe(page('Sun Compare'));
  });

  it('leaves a page already named so as it is', () => {
    const built = page('Sun Compare');
    expect(renameBuiltSite(built, 'Sun Compare')).toBe(built);
  });
});

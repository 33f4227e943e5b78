import { describe, expect, it } from 'vitest';
import { aerBrand, parseCdrBrands } from './brand-config.ts';

describe('parseCdrBrands', () => {
  it('parses JSON configuration and trims trailing slashes', () => {
    const brands = parseCdrBrands(
      '[{"brand":"agl","displayName":"AGL","baseUri":"https://cdr.energymadeeasy.gov.au/agl/"}]',
    );
    expect(brands).toEqual([aerBrand('agl', 'AGL')]);
  });

  it('rejects duplicate brands and bad URIs', () => {
    const agl = aerBrand('agl', 'AGL');
    expect(() => parseCdrBrands([agl, agl])).toThrow(/unique/);
    expect(() => parseCdrBrands([{ ...agl, baseUri: 'ftp://x' }])).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { aerBrandUri, parseBrandRules } from './brand-config.ts';

describe('parseBrandRules', () => {
  it('parses JSON rules, trimming trailing slashes and defaulting empty lists', () => {
    const rules = parseBrandRules(
      '{"exclude":["red-energy"],"pin":[{"brand":"agl","baseUri":"https://cdr.energymadeeasy.gov.au/agl/"}]}',
    );
    expect(rules).toEqual({
      exclude: ['red-energy'],
      pin: [{ brand: 'agl', baseUri: aerBrandUri('agl') }],
    });
    expect(parseBrandRules(undefined)).toEqual({ exclude: [], pin: [] });
  });

  it('names bad slugs, bad URIs and duplicate pins', () => {
    const agl = { brand: 'agl', baseUri: aerBrandUri('agl') };
    expect(() => parseBrandRules({ pin: [agl, agl] })).toThrow(/unique/);
    expect(() =>
      parseBrandRules({ pin: [{ ...agl, baseUri: 'ftp://x' }] }),
    ).toThrow(/baseUri/);
    expect(() => parseBrandRules({ exclude: ['Red Energy'] })).toThrow(
      /brand slug/,
    );
  });
});

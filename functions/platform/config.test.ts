import { afterEach, describe, expect, it } from 'vitest';
import { config, missingVariables } from './config.ts';

const before = process.env.SITE_URL;
afterEach(() => {
  if (before === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = before;
});

describe('configuration read when it is used', () => {
  it('sees a value set after a first failed read', () => {
    // Arrange
    delete process.env.SITE_URL;
    expect(() => config('site')).toThrow(
      'Missing or invalid configuration (site): SITE_URL',
    );
    // Act
    process.env.SITE_URL = 'http://localhost:3104';
    // Assert
    expect(config('site').SITE_URL).toBe('http://localhost:3104');
  });

  it('sees a changed value, not the first one it parsed', () => {
    process.env.SITE_URL = 'http://localhost:1';
    expect(config('site').SITE_URL).toBe('http://localhost:1');
    process.env.SITE_URL = 'http://localhost:2';
    expect(config('site').SITE_URL).toBe('http://localhost:2');
  });

  it('names what a function given only some variables would lack', () => {
    expect(missingVariables('site', new Set())).toEqual(['SITE_URL']);
    expect(missingVariables('mail', new Set(['MAIL_FROM']))).toEqual([]);
    expect(missingVariables('origin', new Set())).toEqual([
      'ORIGIN_VERIFY_SECRET or ORIGIN_VERIFY_SECRET_ARN',
    ]);
  });
});

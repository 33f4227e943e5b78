import { describe, expect, it } from 'vitest';
import { refuseMissingConfiguration } from '../local/configuration-check.ts';
import {
  configGroupsOfFunction,
  configurationProblems,
  manifestFunctions,
} from './handler-configuration.ts';

const complete = {
  TABLE_NAME: 't',
  EVENT_BUS_NAME: 'b',
  CDR_REGISTER_URI: 'https://register.example',
  MAIL_FROM: 'no-reply@example.com.au',
  STAFF_NOTIFY_EMAIL: 'staff@example.com.au',
  SITE_URL: 'https://example.com.au',
  SITE_ROOT: '/var/task/site',
  AUTH_USER_POOL_ID: 'pool',
  AUTH_CLIENT_ID: 'client',
  ORIGIN_VERIFY_SECRET: 'a-local-origin-secret',
  HASH_KEY: 'a-local-hash-key-of-at-least-32-characters',
};

describe("the configuration a manifest function's handler reads", () => {
  it('follows the imports: the price-alert drain reads the site URL and the mail sender', () => {
    // Act
    const groups = configGroupsOfFunction({
      id: 'PriceAlerts',
      handler: 'queues/check-price-alerts',
    });
    // Assert
    expect(groups).toEqual(expect.arrayContaining(['table', 'mail', 'site']));
    expect(groups).not.toContain('staff');
  });

  it('finds nothing missing in a complete environment', () => {
    expect(configurationProblems(manifestFunctions, complete)).toEqual([]);
  });

  it('names each function and the variable it lacks', () => {
    // Arrange
    const { SITE_URL: _, ...withoutSite } = complete;
    // Act
    const problems = configurationProblems(manifestFunctions, withoutSite);
    // Assert
    expect(problems).toContain(
      'PriceAlerts: Missing or invalid configuration (site): SITE_URL',
    );
    expect(problems).toContain(
      'SendCallbackEmail: Missing or invalid configuration (site): SITE_URL',
    );
    expect(() =>
      refuseMissingConfiguration(manifestFunctions, withoutSite),
    ).toThrow(/cannot start.*\n.*SITE_URL/);
  });

  it('refuses a value of the wrong form, not only an absent one', () => {
    const problems = configurationProblems(manifestFunctions, {
      ...complete,
      SITE_URL: 'not a url',
    });
    expect(problems.length).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from 'vitest';
import { subscriberKey, unsubscribeTokenKey } from './keys.ts';

describe('public site keys', () => {
  it('keys a subscriber by lower-cased e-mail', () => {
    expect(subscriberKey('Jo@Example.COM')).toEqual({
      pk: 'SUBSCRIBER#jo@example.com',
      sk: '#META',
    });
  });

  it('keys an unsubscribe link by its token hash', () => {
    expect(unsubscribeTokenKey('ab12')).toEqual({
      pk: 'UNSUBSCRIBE#ab12',
      sk: '#META',
    });
  });
});

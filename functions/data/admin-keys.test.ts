import { describe, expect, it } from 'vitest';
import {
  auditKey,
  leadCollection,
  settingsAuditKey,
  siteSettingsKey,
} from './keys.ts';

describe('admin keys', () => {
  it('keeps a lead audit trail in the lead item collection', () => {
    expect(auditKey('01J', '2026-01-01T00:00:00.000Z', '01K')).toEqual({
      pk: 'LEAD#01J',
      sk: 'AUDIT#2026-01-01T00:00:00.000Z#01K',
    });
  });

  it('keeps the settings and their audit trail in one partition', () => {
    expect(siteSettingsKey()).toEqual({ pk: 'SETTINGS', sk: '#META' });
    expect(settingsAuditKey('2026-01-01', '01K')).toEqual({
      pk: 'SETTINGS',
      sk: 'AUDIT#2026-01-01#01K',
    });
  });

  it('names the collection of every lead kind', () => {
    expect(leadCollection('subscription')).toBe('LEADS#subscription');
  });
});

import { describe, expect, it } from 'vitest';
import { loadStageConfig } from './stage-config.ts';

const good = {
  mailFromDomain: 'example.com.au',
  siteUrl: 'https://example.com.au',
  alarmEmail: 'ops@example.com.au',
  mailFrom: 'no-reply@example.com.au',
  staffNotifyEmail: 'leads@example.com.au',
  logRetentionDays: 30,
  cdrBrands: [{ brand: 'agl', displayName: 'AGL' }],
};

describe('loadStageConfig', () => {
  it('returns the named stage', () => {
    expect(loadStageConfig({ stage: 'prod', stages: { prod: good } })).toEqual({
      ...good,
      stage: 'prod',
      region: 'ap-southeast-2',
    });
  });

  it('keeps a stage in Sydney unless it names another region', () => {
    const other = { ...good, region: 'ap-southeast-4' };
    expect(
      loadStageConfig({ stage: 'prod', stages: { prod: other } }).region,
    ).toBe('ap-southeast-4');
    expect(() =>
      loadStageConfig({
        stage: 'prod',
        stages: { prod: { ...good, region: 'Sydney' } },
      }),
    ).toThrow('region');
  });

  it('names the unknown stage', () => {
    expect(() =>
      loadStageConfig({ stage: 'qa', stages: { prod: good } }),
    ).toThrow('"qa"');
  });

  it('names the bad field', () => {
    expect(() =>
      loadStageConfig({
        stage: 'dev',
        stages: { dev: { ...good, staffNotifyEmail: 'nope' } },
      }),
    ).toThrow('staffNotifyEmail');
  });

  it('rejects a sender outside the sending domain', () => {
    expect(() =>
      loadStageConfig({
        stage: 'dev',
        stages: { dev: { ...good, mailFrom: 'x@other.com' } },
      }),
    ).toThrow('mailFrom');
  });
});

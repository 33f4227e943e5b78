import { describe, expect, it } from 'vitest';
import { loadStageConfig } from './stage-config.ts';

const good = {
  mailFromDomain: 'example.com.au',
  siteUrl: 'https://example.com.au',
  alarmEmail: 'ops@example.com.au',
  mailFrom: 'no-reply@example.com.au',
  staffNotifyEmail: 'leads@example.com.au',
  logRetentionDays: 30,
  cdrRegister: { baseUri: 'https://api.cdr.gov.au', exclude: [], pin: [] },
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

  it('defaults the register to the CDR host with no exclusions or pins', () => {
    const config = loadStageConfig({
      stage: 'dev',
      stages: { dev: { ...good, cdrRegister: {} } },
    });
    expect(config.cdrRegister).toEqual(good.cdrRegister);
  });

  it('names a bad exclusion or pin', () => {
    const withRegister = (cdrRegister: object) => () =>
      loadStageConfig({
        stage: 'dev',
        stages: { dev: { ...good, cdrRegister } },
      });
    expect(withRegister({ exclude: ['Red Energy'] })).toThrow(
      'cdrRegister.exclude.0',
    );
    expect(
      withRegister({ pin: [{ brand: 'agl', baseUri: 'http://agl.example' }] }),
    ).toThrow('cdrRegister.pin.0.baseUri');
    const agl = {
      brand: 'agl',
      baseUri: 'https://cdr.energymadeeasy.gov.au/agl',
    };
    expect(withRegister({ pin: [agl, agl] })).toThrow('unique');
    expect(() =>
      loadStageConfig({
        stage: 'dev',
        stages: { dev: { ...good, cdrRegister: undefined } },
      }),
    ).toThrow('cdrRegister');
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

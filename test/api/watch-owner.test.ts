import { describe, expect, it } from 'vitest';
import { pointAtStackTable } from '#test-support/handler-env';
import { call, eventually, staysEqual } from '#test-support/http';
import {
  confirmationMail,
  confirmationsTo,
  tokenAfter,
} from '#test-support/price-alerts';
import { randomViewerAddress } from '#test-support/viewer-address';

pointAtStackTable();
const { dynamoWatchStore } = await import('#data/watches');
const { watchIdOf } = await import('#use-cases/watches/watch-tokens');

const unique = () =>
  `owner-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
const form = (email: string, postcode = '2000') => ({
  email,
  postcode,
  energyType: 'Electricity',
  customerType: 'Residential',
  usage: { kind: 'monthlyKwh', monthlyKwh: 400 },
});
// 2000 is on one network only: the saved comparison is on it, named or not.
const stored = (email: string) =>
  dynamoWatchStore.get(watchIdOf({ ...form(email), network: 'Ausgrid' }));
const post = <T>(path: string, json: unknown) =>
  call<T>('POST', path, { json });
const confirmed = async (email: string, nth = 1) => {
  const mails = await eventually(async () => {
    const all = await confirmationsTo(email);
    return all.length >= nth ? all : undefined;
  }, 15_000);
  const mail = mails[nth - 1];
  if (!mail) throw new Error('no confirmation');
  return { mail, token: tokenAfter(mail, 'confirm?') };
};

async function activeWatch(email: string) {
  expect((await post('/api/watches', form(email))).status).toBe(202);
  const { token } = await confirmed(email);
  expect((await post('/api/watches/confirm', { token })).status).toBe(200);
  return token;
}

describe('a saved comparison answers only to its owner', () => {
  it('saving over an active one changes nothing until the address confirms the new settings', async () => {
    const email = unique();
    await activeWatch(email);
    const answer = await post('/api/watches', {
      ...form(email),
      thresholdDollars: 80,
    });
    expect(answer).toMatchObject({ status: 202, body: { status: 'received' } });
    expect(await stored(email)).toMatchObject({
      status: 'active',
      thresholdDollars: 50,
    });
    const { mail, token } = await confirmed(email, 2);
    expect(mail.subject).toMatch(/new settings/);
    expect(mail.text).toContain('$80 a year');
    expect((await post('/api/watches/confirm', { token })).status).toBe(200);
    expect(await stored(email)).toMatchObject({
      status: 'active',
      thresholdDollars: 80,
    });
    expect((await post('/api/watches/confirm', { token })).status).toBe(404);
  });

  it('mails one address at most three confirmations a day, answering every save the same', async () => {
    const email = unique();
    const viewer = randomViewerAddress();
    const answers = [];
    for (const postcode of ['2000', '3000', '2113', '3121', '3030'])
      answers.push(
        await call('POST', '/api/watches', {
          json: form(email, postcode),
          headers: { 'cloudfront-viewer-address': viewer },
        }),
      );
    expect(answers.map((a) => [a.status, a.body])).toEqual(
      answers.map(() => [202, { status: 'received' }]),
    );
    await eventually(async () =>
      (await confirmationsTo(email)).length >= 3 ? true : undefined,
    );
    await staysEqual(async () => (await confirmationsTo(email)).length, 3);
  });

  it('makes one comparison of a save with and one without the postcode’s only network', async () => {
    const email = unique();
    expect((await post('/api/watches', form(email))).status).toBe(202);
    await confirmationMail(email);
    const again = await post('/api/watches', {
      ...form(email),
      network: 'ausgrid',
    });
    expect(again.status).toBe(202);
    await staysEqual(async () => (await confirmationsTo(email)).length, 1);
    expect(await stored(email)).toMatchObject({
      status: 'pending',
      network: 'Ausgrid',
    });
  });

  it('sends links made of random bits only; a forged or old-form one is refused', async () => {
    const email = unique();
    const token = await activeWatch(email);
    const watch = await stored(email);
    if (!watch) throw new Error('not stored');
    expect(token.startsWith(watch.id)).toBe(false);
    const [mail] = await confirmationsTo(email);
    if (!mail) throw new Error('no mail');
    const link = tokenAfter(mail, 'action=renew&');
    for (const forged of [
      `${watch.id}${link.slice(32)}`,
      `${link.slice(0, 32)}${'A'.repeat(43)}`,
    ])
      expect((await post('/api/watches/renew', { token: forged })).status).toBe(
        404,
      );
    expect((await post('/api/watches/renew', { token: link })).status).toBe(
      200,
    );
  });

  it('lets a mail provider one-click unsubscribe many users from one address', async () => {
    const email = unique();
    await activeWatch(email);
    const [mail] = await confirmationsTo(email);
    if (!mail) throw new Error('no mail');
    const token = tokenAfter(mail, 'action=unsubscribe&');
    const provider = randomViewerAddress();
    const oneClick = (t: string) =>
      call('POST', `/api/watches/one-click-unsubscribe?token=${t}`, {
        body: 'List-Unsubscribe=One-Click',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'cloudfront-viewer-address': provider,
        },
      });
    const others = [];
    for (let i = 0; i < 12; i += 1)
      others.push(
        (await oneClick(`${'0'.repeat(31)}${i % 10}${'A'.repeat(43)}`)).status,
      );
    expect(others).toEqual(new Array(12).fill(404));
    expect((await oneClick(token)).status).toBe(200);
    expect((await stored(email))?.status).toBe('unsubscribed');
  });
});

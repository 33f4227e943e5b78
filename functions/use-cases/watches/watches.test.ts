import { beforeEach, describe, expect, it } from 'vitest';
import type { CreateWatch } from '#shared/contracts/watches';
import { memoryWatchStore } from '#test-support/memory-watch-store';
import type { MailMessage } from '../ports.ts';
import type { WatchPricing } from './price-watch.ts';
import { saveWatch } from './save-watch.ts';
import { sendWatchConfirmation } from './send-watch-confirmation.ts';
import {
  confirmWatch,
  deleteWatch,
  renewWatch,
  unsubscribeWatch,
} from './watch-links.ts';

const input: CreateWatch = {
  email: 'owner@example.com',
  thresholdDollars: 50,
  postcode: '2000',
  energyType: 'Electricity',
  customerType: 'Residential',
  usage: { kind: 'monthlyKwh', monthlyKwh: 400 },
};

let time = Date.parse('2026-11-24T00:00:00Z');
const clock = { now: () => new Date(time) };
let n = 0;
const ids = { next: () => `ID${++n}` };
let pricing: WatchPricing;
let memory: ReturnType<typeof memoryWatchStore>;
let mail: MailMessage[];

const deps = () => ({
  store: memory.store,
  quota: memory.quota,
  addressKey: async (email: string) => `key-of-${email}`,
  pricer: async () => pricing,
  clock,
  ids,
  mailer: {
    send: async (m: MailMessage) => {
      mail.push(m);
      return { messageId: String(mail.length) };
    },
  },
  siteUrl: 'https://compare.example',
  render: (
    email: string,
    links: { confirm?: string; deleteData: string },
    change?: { thresholdDollars: number },
  ) => ({
    to: [email],
    subject: change ? `Confirm $${change.thresholdDollars}` : 'Confirm',
    text: `${links.confirm} ${links.deleteData}`,
    html: '',
  }),
});

const tokenIn = (text: string, path: string) =>
  new RegExp(`${path}token=([A-Za-z0-9_-]+)`).exec(text)?.[1] ?? '';

const mailRequest = (request: {
  watchId: string;
  email: string;
  changeId?: string;
}) =>
  sendWatchConfirmation(deps(), {
    id: 'E1',
    occurredAt: clock.now().toISOString(),
    version: 1,
    ...request,
  });

async function saveAndMail(change: Partial<CreateWatch> = {}) {
  await saveWatch(deps(), { ...input, ...change });
  const request = memory.requested.at(-1);
  if (!request) throw new Error('no confirmation requested');
  await mailRequest(request);
  const text = mail.at(-1)?.text ?? '';
  return {
    confirm: tokenIn(text, '/price-alerts/confirm\\?'),
    link: tokenIn(text, 'action=delete&'),
  };
}

beforeEach(() => {
  memory = memoryWatchStore(() => time);
  mail = [];
  pricing = {
    best: { planId: 'BEST', planName: 'Best', annualCostIncGst: 1500 },
    currentCostIncGst: null,
    network: 'Ausgrid',
    partitions: ['electricity.residential.ausgrid'],
  };
});

describe('saving a comparison', () => {
  it('stores it pending, with the baseline and no active watcher, until confirmed', async () => {
    await saveWatch(deps(), input);
    const [watch] = memory.watches.values();
    expect(watch).toMatchObject({
      status: 'pending',
      bestAtSave: { planId: 'BEST', annualCostIncGst: 1500 },
      thresholdDollars: 50,
    });
    expect(memory.requested).toHaveLength(1);
    expect(memory.counters.active).toBe(0);
  });

  it("remembers the current plan's newest published version as the one the visitor saw", async () => {
    pricing = { ...pricing, currentCostIncGst: 1400 };
    await saveWatch(
      {
        ...deps(),
        currentPlanVersions: async () => [
          {
            version: 3,
            firstSeenAt: '2026-11-20T00:00:00Z',
            annualCostIncGst: 1400,
          },
          {
            version: 2,
            firstSeenAt: '2026-10-20T00:00:00Z',
            annualCostIncGst: 1300,
          },
        ],
      },
      { ...input, currentPlanId: 'MINE' },
    );
    expect([...memory.watches.values()][0]?.currentPlanVersion).toBe(3);
  });

  it('updates the one record when the same e-mail saves the same comparison again', async () => {
    await saveWatch(deps(), input);
    await saveWatch(deps(), { ...input, thresholdDollars: 120 });
    expect(memory.watches.size).toBe(1);
    expect([...memory.watches.values()][0]?.thresholdDollars).toBe(120);
  });

  it('judges the market the pricing resolved: naming the only network or not is one comparison', async () => {
    await saveWatch(deps(), input);
    await saveWatch(deps(), { ...input, network: 'AUSGRID ' });
    expect(memory.watches.size).toBe(1);
    expect([...memory.watches.values()][0]?.network).toBe('Ausgrid');
  });

  it('refuses a current plan the market cannot price, naming the field', async () => {
    await expect(
      saveWatch(deps(), { ...input, currentPlanId: 'GONE' }),
    ).rejects.toMatchObject({ statusCode: 400, field: 'currentPlanId' });
    expect(memory.watches.size).toBe(0);
  });

  it('refuses a bill naming a plan the market does not sell, naming the field', async () => {
    pricing = { ...pricing, billPlanSold: false };
    await expect(
      saveWatch(deps(), {
        ...input,
        usage: { kind: 'bill', household: {}, currentPlanId: 'GONE' },
      }),
    ).rejects.toMatchObject({ statusCode: 400, field: 'usage.currentPlanId' });
    expect(memory.watches.size).toBe(0);
    expect(memory.requested).toHaveLength(0);
  });
});

describe('confirmation and e-mail links', () => {
  it('activates once; the same link again changes nothing', async () => {
    const { confirm } = await saveAndMail();
    const result = await confirmWatch(deps(), confirm);
    expect(result).toMatchObject({ status: 'active', expiresOn: '2027-12-24' });
    expect(memory.counters.active).toBe(1);
    await expect(confirmWatch(deps(), confirm)).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(memory.counters.active).toBe(1);
  });

  it('refuses a forged link and an expired one', async () => {
    const { confirm } = await saveAndMail();
    const forged = `${confirm.slice(0, 32)}${'A'.repeat(43)}`;
    await expect(confirmWatch(deps(), forged)).rejects.toMatchObject({
      statusCode: 404,
    });
    time += 4 * 24 * 60 * 60 * 1000;
    await expect(confirmWatch(deps(), confirm)).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(memory.counters.active).toBe(0);
  });

  it('needs confirming again after an unsubscribe, and keeps an active one active', async () => {
    const first = await saveAndMail();
    await confirmWatch(deps(), first.confirm);
    await saveWatch(deps(), { ...input, thresholdDollars: 80 });
    expect([...memory.watches.values()][0]).toMatchObject({
      status: 'active',
      thresholdDollars: 50,
    });
    expect(await unsubscribeWatch(deps(), first.link)).toMatchObject({
      status: 'unsubscribed',
      alreadyDone: false,
    });
    expect(await unsubscribeWatch(deps(), first.link)).toMatchObject({
      alreadyDone: true,
    });
    expect(memory.counters.active).toBe(0);
    time += 16 * 60 * 1000;
    await saveWatch(deps(), input);
    expect([...memory.watches.values()][0]?.status).toBe('pending');
  });

  it('deletes everything; the link then says it is not valid', async () => {
    const { confirm, link } = await saveAndMail();
    await confirmWatch(deps(), confirm);
    await deleteWatch(deps(), link);
    expect(memory.watches.size).toBe(0);
    expect(memory.tokens.size).toBe(0);
    expect(memory.counters.active).toBe(0);
    await expect(deleteWatch(deps(), link)).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('renews an active comparison for 13 months from today', async () => {
    const { confirm, link } = await saveAndMail();
    await confirmWatch(deps(), confirm);
    time = Date.parse('2027-06-01T00:00:00Z');
    expect(await renewWatch(deps(), link)).toMatchObject({
      status: 'renewed',
      expiresOn: '2028-07-01',
    });
  });
});

describe('saving over an active comparison', () => {
  const watch = () => [...memory.watches.values()][0];

  it('keeps the settings in force and asks the address to confirm the new ones', async () => {
    await confirmWatch(deps(), (await saveAndMail()).confirm);
    const { confirm } = await saveAndMail({ thresholdDollars: 80 });
    expect(mail.at(-1)?.subject).toBe('Confirm $80');
    expect(watch()).toMatchObject({
      status: 'active',
      thresholdDollars: 50,
      pendingChange: { thresholdDollars: 80 },
    });
    expect(await confirmWatch(deps(), confirm)).toMatchObject({
      status: 'active',
    });
    expect(watch()).toMatchObject({
      thresholdDollars: 80,
      pendingChange: null,
    });
    expect(memory.counters.active).toBe(1);
    await expect(confirmWatch(deps(), confirm)).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('lets only the latest change be confirmed; a replaced one is not mailed', async () => {
    await confirmWatch(deps(), (await saveAndMail()).confirm);
    const first = await saveAndMail({ thresholdDollars: 80 });
    await saveWatch(deps(), { ...input, thresholdDollars: 90 });
    const replaced = memory.requested.at(-1);
    await saveWatch(deps(), { ...input, thresholdDollars: 100 });
    if (!replaced) throw new Error('no request');
    expect(await mailRequest(replaced)).toBeNull();
    await expect(confirmWatch(deps(), first.confirm)).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(watch()?.thresholdDollars).toBe(50);
  });

  it('asks nothing when the settings are those in force', async () => {
    await confirmWatch(deps(), (await saveAndMail()).confirm);
    await saveWatch(deps(), input);
    expect(memory.requested).toHaveLength(1);
  });

  it('does not mail a change once the alerts were stopped', async () => {
    const { confirm, link } = await saveAndMail();
    await confirmWatch(deps(), confirm);
    await saveWatch(deps(), { ...input, thresholdDollars: 80 });
    await unsubscribeWatch(deps(), link);
    const request = memory.requested.at(-1);
    if (!request) throw new Error('no request');
    expect(await mailRequest(request)).toBeNull();
  });
});

describe('confirmation e-mails per address', () => {
  const postcodes = ['2000', '2001', '2002', '2003', '2004'];

  it('asks for at most three a day to one address, answering the same', async () => {
    for (const postcode of postcodes)
      expect(await saveWatch(deps(), { ...input, postcode })).toEqual({
        status: 'received',
      });
    expect(memory.watches.size).toBe(5);
    expect(memory.requested).toHaveLength(3);
    await saveWatch(deps(), { ...input, email: 'other@example.com' });
    expect(memory.requested).toHaveLength(4);
    time += 24 * 60 * 60 * 1000;
    await saveWatch(deps(), { ...input, postcode: '2009' });
    expect(memory.requested).toHaveLength(5);
  });

  it('counts a save whose e-mail is already on its way only once', async () => {
    await saveWatch(deps(), input);
    await saveWatch(deps(), input);
    for (const postcode of postcodes.slice(1, 3))
      await saveWatch(deps(), { ...input, postcode });
    expect(memory.requested).toHaveLength(3);
  });
});

describe('link tokens', () => {
  it('carry nothing of the address or the comparison, and differ each time', async () => {
    const first = await saveAndMail();
    time += 16 * 60 * 1000;
    const second = await saveAndMail();
    const [id] = memory.watches.keys();
    expect(first.confirm).not.toBe(second.confirm);
    expect(first.confirm.startsWith(id ?? '-')).toBe(false);
    expect(first.link.startsWith(id ?? '-')).toBe(false);
  });

  it('refuse a token with a real id and another secret, and one of the old form', async () => {
    const { confirm, link } = await saveAndMail();
    const [id] = memory.watches.keys();
    for (const forged of [
      `${confirm.slice(0, 32)}${'B'.repeat(43)}`,
      `${id}${confirm.slice(32)}`,
    ])
      await expect(confirmWatch(deps(), forged)).rejects.toMatchObject({
        statusCode: 404,
      });
    await expect(renewWatch(deps(), confirm)).rejects.toMatchObject({
      statusCode: 404,
    });
    await confirmWatch(deps(), confirm);
    await expect(
      unsubscribeWatch(deps(), `${link.slice(0, 32)}${'C'.repeat(43)}`),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});

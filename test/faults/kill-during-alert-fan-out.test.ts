import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../infra/local/outbox/outbox.ts';
import { randomViewerAddress } from '../support/viewer-address.ts';
import { scenarioDataDir, until } from './support/data-dir.ts';
import { stackOn } from './support/stack-on.ts';
import type { StackProcess } from './support/stack-process.ts';

const WATCHERS = 12;
const PLAN_ID = 'ORI810201MRE1@EME';
const comparison = {
  postcode: '2000',
  energyType: 'Electricity',
  customerType: 'Residential',
  usage: { kind: 'monthlyKwh', monthlyKwh: 500 },
  currentPlanId: PLAN_ID,
};

const post = (stack: StackProcess, path: string, json: unknown) =>
  fetch(`${stack.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'cloudfront-viewer-address': randomViewerAddress(),
    },
    body: JSON.stringify(json),
  });

const outbox = async (stack: StackProcess): Promise<OutboxMessage[]> => {
  const response = await fetch(`${stack.url}/_dev/outbox.json`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
};

const confirmToken = /\/price-alerts\/confirm\?token=([A-Za-z0-9_-]+)/;
const isAlert = (m: OutboxMessage) =>
  m.text.includes('/price-alerts/manage?') && !confirmToken.test(m.text);

const alertsPerWatcher = async (stack: StackProcess, emails: string[]) => {
  const alerts = (await outbox(stack)).filter(isAlert);
  return emails.map((e) => alerts.filter((m) => m.to.includes(e)).length);
};

/** Saves and confirms one watch per address, as each owner would. */
async function confirmedWatchers(stack: StackProcess): Promise<string[]> {
  const run = Date.now();
  const emails = Array.from(
    { length: WATCHERS },
    (_, i) => `fan-out-${run}-${i}@example.com`,
  );
  for (const email of emails) {
    const saved = await post(stack, '/api/watches', { email, ...comparison });
    expect(saved.status).toBe(202);
  }
  for (const email of emails) {
    let token = '';
    await until(async () => {
      const mail = (await outbox(stack)).find(
        (m) => m.to.includes(email) && confirmToken.test(m.text),
      );
      token = mail ? (confirmToken.exec(mail.text)?.[1] ?? '') : '';
      return token !== '';
    });
    const confirmed = await post(stack, '/api/watches/confirm', { token });
    expect(confirmed.status).toBe(200);
  }
  return emails;
}

describe('kill -9 during a price-alert fan-out', () => {
  it('every confirmed watch gets exactly one alert after the restart', async () => {
    // Arrange: confirmed watches on one plan, whose price then rises.
    const dataDir = scenarioDataDir();
    const first = await stackOn(dataDir);
    const emails = await confirmedWatchers(first);
    const raised = await post(first, '/_dev/cdr/raise-price', {
      planId: PLAN_ID,
      percent: 15,
    });
    expect(raised.status).toBe(200);
    // Act: import the new price (a run within a minute of the start-up
    // import returns that run, so ask until one takes the change); kill -9
    // once the first alert is out.
    await until(async () => {
      const ran = await post(first, '/_dev/jobs/run', { id: 'ImportPlans' });
      const { result } = (await ran.json()) as {
        result?: { plansUpdated?: number };
      };
      return (result?.plansUpdated ?? 0) > 0;
    }, 120_000);
    await until(
      async () => (await alertsPerWatcher(first, emails)).some((n) => n > 0),
      120_000,
    );
    const beforeCrash = await alertsPerWatcher(first, emails);
    await first.kill('SIGKILL');
    const second = await stackOn(dataDir);
    // Assert: one alert each, none twice.
    await until(
      async () => (await alertsPerWatcher(second, emails)).every((n) => n >= 1),
      120_000,
    ).catch(() => undefined);
    const after = await alertsPerWatcher(second, emails);
    console.info(
      `[faults] watchers ${WATCHERS}, alerted before the kill ${beforeCrash.filter((n) => n > 0).length}, after the restart ${after.filter((n) => n > 0).length}, twice ${after.filter((n) => n > 1).length}`,
    );
    expect(after).toEqual(emails.map(() => 1));
  });
});

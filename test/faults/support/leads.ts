import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { vi } from 'vitest';
import { leadKey } from '#data/keys';
import { localClientConfig } from '../../../infra/local/aws.ts';
import type { SesFault } from '../../../infra/local/outbox/ses-faults.ts';
import { callbackForm } from '../../support/builders.ts';
import { randomViewerAddress } from '../../support/viewer-address.ts';
import type { StackProcess } from './stack-process.ts';

/** A call-back the stack answered 2xx, and the e-mail it was sent from. */
export interface AnsweredLead {
  readonly id: string;
  readonly email: string;
}

async function post(url: string, path: string, json: unknown) {
  return fetch(`${url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'cloudfront-viewer-address': randomViewerAddress(),
    },
    body: JSON.stringify(json),
  });
}

/** One call-back post: its status, Retry-After, and the lead when 2xx. */
export async function postLead(stack: StackProcess, tag: string) {
  const form = callbackForm({ message: `fault run ${tag}` });
  const response = await post(stack.url, '/api/callbacks', form);
  const retryAfter = response.headers.get('retry-after');
  if (!response.ok) {
    await response.body?.cancel();
    return { status: response.status, retryAfter };
  }
  const body = (await response.json()) as { id: string };
  const lead: AnsweredLead = { id: body.id, email: form.email };
  return { status: response.status, retryAfter, lead };
}

/** Posts `count` call-backs at once; the ones answered 2xx. */
export async function postBurst(
  stack: StackProcess,
  count: number,
  tag: string,
): Promise<AnsweredLead[]> {
  const answered = await Promise.all(
    Array.from({ length: count }, () => postLead(stack, tag)),
  );
  return answered.flatMap((a) => (a.lead ? [a.lead] : []));
}

export async function injectSesFault(stack: StackProcess, fault: SesFault) {
  const response = await post(stack.url, '/_dev/ses-faults', fault);
  if (response.status !== 201) throw new Error(`fault ${response.status}`);
}

/** The outbox as the stack lists it (fails on anything but 200). */
export async function outboxTexts(stack: StackProcess): Promise<string[]> {
  const response = await fetch(`${stack.url}/_dev/outbox.json`);
  if (response.status !== 200)
    throw new Error(`/_dev/outbox.json answered ${response.status}`);
  const { messages } = (await response.json()) as {
    messages: { text: string }[];
  };
  return messages.map((m) => m.text);
}

export interface Reconciliation {
  readonly answered: number;
  readonly stored: number;
  readonly emailed: number;
  /** Answered 2xx but not stored, or stored but not e-mailed. */
  readonly lost: string[];
  /** E-mailed more than once. */
  readonly duplicated: string[];
}

/** Answered leads against stored leads against sent e-mails. */
export async function reconcile(
  stack: StackProcess,
  leads: readonly AnsweredLead[],
): Promise<Reconciliation> {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient(localClientConfig(stack.dynamodb)),
  );
  try {
    const texts = await outboxTexts(stack);
    const lost: string[] = [];
    const duplicated: string[] = [];
    let stored = 0;
    let emailed = 0;
    for (const lead of leads) {
      const { Item } = await client.send(
        new GetCommand({
          TableName: stack.table,
          Key: leadKey(lead.id),
          ConsistentRead: true,
        }),
      );
      if (Item) stored++;
      const mails = texts.filter((t) => t.includes(lead.email)).length;
      if (mails) emailed++;
      if (!Item || mails === 0) lost.push(lead.id);
      if (mails > 1) duplicated.push(lead.id);
    }
    return { answered: leads.length, stored, emailed, lost, duplicated };
  } finally {
    client.destroy();
  }
}

/** Waits until every lead is e-mailed (or the time is up), then reconciles. */
export async function settledReconciliation(
  stack: StackProcess,
  leads: readonly AnsweredLead[],
  timeoutMs = 30_000,
): Promise<Reconciliation> {
  await vi
    .waitUntil(
      async () => (await reconcile(stack, leads)).emailed === leads.length,
      { timeout: timeoutMs, interval: 250 },
    )
    // Out of time: the reconciliation below says what is missing.
    .catch(() => undefined);
  const result = await reconcile(stack, leads);
  console.info(
    `[faults] answered ${result.answered}, stored ${result.stored}, e-mailed ${result.emailed}, lost ${result.lost.length}, duplicated ${result.duplicated.length}`,
  );
  return result;
}

/** Texts of the e-mails on disk in a stopped stack's outbox. */
export function outboxOnDisk(dataDir: string): string[] {
  const dir = join(dataDir, 'outbox');
  return readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .map((n) => readFileSync(join(dir, n), 'utf8'));
}

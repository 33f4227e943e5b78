import { mkdirSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { z } from 'zod';
import { OUTBOX_TEMPLATE_HEADER } from '#adapters/mail/local-outbox-template';
import { writeFileAtomic } from '../files/atomic-write.ts';
import { quarantineFor, readJsonOrQuarantine } from '../files/quarantine.ts';
import { readJson, sendJson } from '../http-json.ts';
import { deliveryKeyOf, SentDeliveries } from './delivery-keys.ts';
import {
  ACCEPTED_NO_ANSWER,
  type SesFaultCode,
  SesFaultPlan,
  sendSesError,
} from './ses-faults.ts';

/** The part of SES v2 `SendEmail` the product uses. */
const sendEmailSchema = z.object({
  FromEmailAddress: z.string(),
  Destination: z.object({ ToAddresses: z.array(z.string()).min(1) }),
  ReplyToAddresses: z.array(z.string()).optional(),
  EmailTags: z
    .array(z.object({ Name: z.string(), Value: z.string() }))
    .optional(),
  Content: z.object({
    Simple: z.object({
      Subject: z.object({ Data: z.string() }),
      Body: z.object({
        Text: z.object({ Data: z.string() }).optional(),
        Html: z.object({ Data: z.string() }).optional(),
      }),
    }),
  }),
});

/** What a consumer rendered a message from, sent beside it (local only). */
const templateSchema = z.object({
  id: z.string(),
  data: z.record(z.string(), z.unknown()),
});

export type OutboxTemplate = z.infer<typeof templateSchema>;

function templateFrom(header: string | string[] | undefined) {
  if (typeof header !== 'string') return undefined;
  try {
    const json: unknown = JSON.parse(
      Buffer.from(header, 'base64url').toString('utf8'),
    );
    return templateSchema.safeParse(json).data;
  } catch {
    return undefined;
  }
}

export interface OutboxMessage {
  readonly messageId: string;
  readonly receivedAt: string;
  readonly from: string;
  readonly to: string[];
  readonly replyTo: string[];
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** The template id and fields, when the sender passed them. */
  readonly template?: OutboxTemplate;
  /** The sender's delivery key: one message per key is ever kept. */
  readonly deliveryKey?: string;
}

/** One `SendEmail` request the outbox received, kept or failed. */
export interface SendAttempt {
  readonly at: string;
  /** The SDK's id of one `send()` call: its own retries share it. */
  readonly sdkInvocationId: string;
  readonly to: string[];
  readonly replyTo: string[];
  readonly subject: string;
  /** `deduplicated`: its delivery key was sent already, nothing kept. */
  readonly outcome: 'sent' | 'deduplicated' | SesFaultCode;
}

export interface Outbox {
  readonly endpoint: string;
  readonly dir: string;
  list(): Promise<OutboxMessage[]>;
  /** Errors to answer the next matching sends with (local fault injection). */
  readonly faults: SesFaultPlan;
  /** The latest send attempts, oldest first. */
  attempts(): readonly SendAttempt[];
  stop(): Promise<void>;
}

function toMessage(
  input: z.infer<typeof sendEmailSchema>,
  template: OutboxTemplate | undefined,
): OutboxMessage {
  const { Simple } = input.Content;
  const deliveryKey = deliveryKeyOf(input.EmailTags);
  return {
    ...(deliveryKey ? { deliveryKey } : {}),
    messageId: crypto.randomUUID(),
    receivedAt: new Date().toISOString(),
    from: input.FromEmailAddress,
    to: input.Destination.ToAddresses,
    replyTo: input.ReplyToAddresses ?? [],
    subject: Simple.Subject.Data,
    text: Simple.Body.Text?.Data ?? '',
    html: Simple.Body.Html?.Data ?? '',
    ...(template ? { template } : {}),
  };
}

const MAX_ATTEMPTS = 1000;

/**
 * Stands in for SES v2: accepts `SendEmail` on its REST path and keeps
 * each message as a JSON file under `dir`, newest last. Faults queued on
 * `faults` make it answer with real SES errors instead. A send tagged with
 * a delivery key already kept is answered with the first message's id and
 * not kept again (functions/platform/delivery-key.ts).
 */
export async function startOutbox(dir: string, port: number): Promise<Outbox> {
  mkdirSync(dir, { recursive: true });
  const list = async () => {
    const names = (await readdir(dir))
      .filter((n) => n.endsWith('.json'))
      .sort();
    // A torn or empty file is set aside, not a 500 for the whole page.
    const read = await Promise.all(
      names.map((n) =>
        readJsonOrQuarantine<OutboxMessage>(join(dir, n), quarantineFor(dir)),
      ),
    );
    return read.filter((m): m is OutboxMessage => m !== undefined);
  };
  const sent = new SentDeliveries(await list());
  const faults = new SesFaultPlan();
  // Answers held back by an `AcceptedNoAnswer` fault: cut at stop.
  const held = new Set<ServerResponse>();
  const attempts: SendAttempt[] = [];
  const record = (
    message: OutboxMessage,
    sdkInvocationId: string,
    outcome: SendAttempt['outcome'],
  ) => {
    const { to, replyTo, subject } = message;
    attempts.push({
      at: message.receivedAt,
      sdkInvocationId,
      to,
      replyTo,
      subject,
      outcome,
    });
    // A long `npm start` must not grow without bound.
    if (attempts.length > MAX_ATTEMPTS) attempts.shift();
  };
  // A template header carries a whole contact message: more than Node's 16 KiB.
  const server: Server = createServer(
    { maxHeaderSize: 1 << 20 },
    (request, response) => {
      if (
        request.method !== 'POST' ||
        request.url !== '/v2/email/outbound-emails'
      ) {
        return sendJson(response, 404, { message: 'Unknown SES operation' });
      }
      readJson(request)
        .then(async (body) => {
          const parsed = sendEmailSchema.safeParse(body);
          if (!parsed.success) {
            return sendJson(response, 400, { message: parsed.error.message });
          }
          const message = toMessage(
            parsed.data,
            templateFrom(request.headers[OUTBOX_TEMPLATE_HEADER]),
          );
          const invocation = String(
            request.headers['amz-sdk-invocation-id'] ?? '',
          );
          const fault = faults.take(message);
          if (fault && fault !== ACCEPTED_NO_ANSWER) {
            record(message, invocation, fault);
            return sendSesError(response, fault);
          }
          const { deliveryKey, messageId } = message;
          const earlier = sent.claim(deliveryKey, messageId);
          record(
            message,
            invocation,
            earlier ? 'deduplicated' : (fault ?? 'sent'),
          );
          if (earlier) return sendJson(response, 200, { MessageId: earlier });
          const name = `${message.receivedAt.replace(/[:.]/g, '-')}-${messageId}.json`;
          await writeFileAtomic(
            join(dir, name),
            JSON.stringify(message, null, 2),
          ).catch((error: unknown) => {
            sent.release(deliveryKey);
            throw error;
          });
          if (fault === ACCEPTED_NO_ANSWER) {
            held.add(response);
            return;
          }
          sendJson(response, 200, { MessageId: messageId });
        })
        .catch((error: unknown) =>
          sendJson(response, 500, { message: String(error) }),
        );
    },
  );
  await new Promise<void>((resolve) =>
    server.listen(port, '127.0.0.1', resolve),
  );
  return {
    endpoint: `http://127.0.0.1:${port}`,
    dir,
    faults,
    attempts: () => attempts,
    list,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const response of held) response.destroy();
      }),
  };
}

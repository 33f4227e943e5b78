import type { ServerResponse } from 'node:http';

/** SES v2 `SendEmail` errors the outbox can answer with, and their status. */
export const SES_ERRORS = {
  TooManyRequestsException: 429,
  LimitExceededException: 400,
  MessageRejected: 400,
  SendingPausedException: 400,
  AccountSuspendedException: 400,
  MailFromDomainNotVerifiedException: 400,
} as const;

export type SesErrorCode = keyof typeof SES_ERRORS;

/**
 * Not an SES error: the send is kept but never answered, as when the
 * sender dies between SES accepting a message and hearing so.
 */
export const ACCEPTED_NO_ANSWER = 'AcceptedNoAnswer';

export type SesFaultCode = SesErrorCode | typeof ACCEPTED_NO_ANSWER;

export const isSesErrorCode = (code: unknown): code is SesErrorCode =>
  typeof code === 'string' && Object.hasOwn(SES_ERRORS, code);

/** A fault for the next matching sends. */
export interface SesFault {
  readonly code: SesFaultCode;
  /** Only sends whose recipients, reply-to, subject or text contain this. */
  readonly mentioning?: string;
  /** How many matching sends fail; every one until cleared when absent. */
  readonly times?: number;
}

/** The part of a send a fault is matched against. */
export interface SendSummary {
  readonly to: readonly string[];
  readonly replyTo: readonly string[];
  readonly subject: string;
  readonly text: string;
}

interface Queued {
  readonly fault: SesFault;
  remaining: number;
}

const mentions = (send: SendSummary, needle: string) =>
  [...send.to, ...send.replyTo, send.subject, send.text].some((s) =>
    s.includes(needle),
  );

/** Faults queued for the next matching sends, oldest first. */
export class SesFaultPlan {
  readonly #queue: Queued[] = [];

  add(fault: SesFault): void {
    this.#queue.push({ fault, remaining: fault.times ?? Infinity });
  }

  clear(): void {
    this.#queue.length = 0;
  }

  list(): SesFault[] {
    return this.#queue.map(({ fault, remaining }) => ({
      ...fault,
      ...(Number.isFinite(remaining) ? { times: remaining } : {}),
    }));
  }

  /** The error code for a send, consuming one use of its fault. */
  take(send: SendSummary): SesFaultCode | undefined {
    const index = this.#queue.findIndex(
      ({ fault }) =>
        fault.mentioning === undefined || mentions(send, fault.mentioning),
    );
    const queued = this.#queue[index];
    if (!queued) return undefined;
    queued.remaining -= 1;
    if (queued.remaining <= 0) this.#queue.splice(index, 1);
    return queued.fault.code;
  }
}

/** Answers as SES v2 does: the error type header, status and message. */
export function sendSesError(response: ServerResponse, code: SesErrorCode) {
  response.writeHead(SES_ERRORS[code], {
    'content-type': 'application/json',
    'x-amzn-errortype': code,
  });
  response.end(JSON.stringify({ message: `Injected fault: ${code}` }));
}

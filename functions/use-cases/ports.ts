import type { SiteSettingsRecord } from '#shared/contracts/site-settings';

/** A message for the Mailer port; SES v2 in AWS, the outbox locally. */
export interface MailMessage {
  readonly to: readonly string[];
  readonly replyTo?: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /**
   * What the text was rendered from: a stable id and the fields it shows.
   * The local outbox keeps them beside the text, so tests read fields, not prose.
   */
  readonly template?: MailTemplate;
  /** Extra headers (List-Unsubscribe), where the mail service takes them. */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface MailTemplate {
  readonly id: string;
  readonly data: Readonly<Record<string, unknown>>;
}

export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string }>;
}

/** One event for the bus; `detail` is validated by its shared schema. */
export interface DomainEvent {
  readonly source: string;
  readonly detailType: string;
  readonly detail: { readonly id: string } & Record<string, unknown>;
}

export interface EventPublisher {
  /** Publishes a batch; returns the indexes of entries that failed. */
  publish(events: readonly DomainEvent[]): Promise<number[]>;
}

export interface Clock {
  now(): Date;
}

export interface IdGenerator {
  next(): string;
}

/** The settings staff saved, over the defaults. */
export interface SettingsReader {
  current(): Promise<SiteSettingsRecord>;
}

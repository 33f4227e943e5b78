/**
 * What storage reports when a write cannot be applied, in the product's
 * words rather than HTTP's: data modules throw these, use cases may catch
 * them for a better message, and the platform's error middleware maps the
 * rest to the one error shape (docs/architecture.md, Errors). They sit in
 * the platform, under every layer that throws or maps them.
 */

/** Why a conditional write lost. */
export type WriteConflictReason =
  /** A form's idempotency key came back with a different request. */
  | 'idempotency-key-reused'
  /** The record changed since the caller read it. */
  | 'changed-meanwhile';

/** The one way the data layer reports a conditional write that lost. */
export class WriteConflict extends Error {
  constructor(
    readonly reason: WriteConflictReason,
    message: string,
  ) {
    super(message);
    this.name = 'WriteConflict';
  }
}

/** A page cursor that was tampered with or belongs to another list. */
export class InvalidCursor extends Error {
  readonly field = 'cursor';
  constructor() {
    super('cursor: is not valid');
    this.name = 'InvalidCursor';
  }
}
